"""evolve"""
