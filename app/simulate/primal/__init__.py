"""The Primal fight simulator (issue 29): a scripted party plays whole fights of a Primal
pack straight on the engine; ``hunters simulate fight`` and the pack README's balance
table."""
