# Two commands: `make run` serves the game on SQLite; `make test` runs every check and test.
# Everything lives in .venv; nothing else needs installing.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint check-python clean bench

check-python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Hunters Online needs Python 3.11 or newer (found %s)." % sys.version.split()[0])'

$(BIN)/python: | check-python
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

run: $(STAMP)
	@mkdir -p data
	$(BIN)/hunters migrate
	$(BIN)/hunters content load
	$(BIN)/hunters serve

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy app/engine app/simulate
	$(BIN)/lint-imports

test: lint
	$(BIN)/python -m tests.run_suite

bench: $(STAMP)
	$(BIN)/python -m bench.engine
	$(BIN)/python -m bench.simulate

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
