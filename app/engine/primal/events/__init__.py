"""Events of a fight (past tense; every ``type`` starts with ``primal_``)."""
