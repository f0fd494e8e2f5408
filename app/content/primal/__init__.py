"""Primal packs: the catalog the fight engine receives, and how a pack's documents become
one (``pack.yaml`` declares ``game: primal``)."""
