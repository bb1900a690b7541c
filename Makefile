# The commands a person types. `make dev` runs everything; `make test` tests everything.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NODE_RUN := node --import tsx

.PHONY: help install dev secrets demo build typecheck lint test test-unit test-integration test-faults test-fuzz test-e2e fuzz bench migrate backup restore clean

help:
	@echo "make dev    run the whole system at http://127.0.0.1:8080 (Ctrl-C stops it)"
	@echo "make test   type checks, lint, unit, integration and browser tests"
	@echo "make fuzz   10,000+ seeded hostile requests, 1,000+ broken documents (FUZZ_SEED, FUZZ_N), full property tests"
	@echo "make bench  performance figures into bench/results/latest.md"
	@echo "make secrets  write .env with random secrets for docker compose (never overwrites one)"
	@echo "make demo   the whole system in docker compose with published demo values"
	@echo "make backup   the database and every stored object into BACKUP_DIR (docs/operations.md)"
	@echo "make restore  a new, empty database and bucket back from BACKUP_DIR (FIELD_ENCRYPTION_KEYS: the data's)"

# System programs (Postgres, Redis, Chromium) when missing, then the exact npm dependency tree,
# and the one compiled program, the qpdf fork server the PDF check runs (BFF and pdf-worker).
QPDF_FORK_SERVER := services/platform/src/pdf-check/qpdf-fork-server
install: node_modules/.installed $(QPDF_FORK_SERVER)
# The patches of installed dependencies (scripts/patch-*.ts) are part of the install: a new one reinstalls.
# apt and npm share nothing and mostly wait on the network and the disk: they run side by side, which
# on a new machine (nothing installed, empty caches) takes the install from 1:31 to 1:07 (bench/results/latest.md).
node_modules/.installed: package-lock.json package.json $(wildcard */package.json services/*/package.json) \
		scripts/source-patch.ts scripts/patch-postgres-driver.ts scripts/patch-s3rver.ts
	@scripts/install-system-deps.sh & system_deps=$$!; \
	echo "npm ci --no-audit --no-fund --loglevel=error"; npm ci --no-audit --no-fund --loglevel=error; npm_ci=$$?; \
	wait $$system_deps && exit $$npm_ci
	$(NODE_RUN) scripts/patch-postgres-driver.ts
	$(NODE_RUN) scripts/patch-s3rver.ts
	@touch $@

$(QPDF_FORK_SERVER): $(QPDF_FORK_SERVER).cpp scripts/build-qpdf-fork-server.sh
	@scripts/install-system-deps.sh
	scripts/build-qpdf-fork-server.sh

dev: install
	@$(NODE_RUN) scripts/dev.ts

# A deployment's secrets for `docker compose up`: .env with random values, never over an existing one.
secrets: install
	@$(NODE_RUN) scripts/secrets.ts

# The local demo in containers (a Docker engine): fixed, published values; every service says so at start.
demo:
	docker compose -f docker-compose.yml -f docker-compose.demo.yml up --build

build: install
	npm run build -w web --silent

migrate: install
	npm run db:migrate --silent

# Backups (docs/operations.md#backups-and-restore): pg_dump's custom format and every stored object
# with its key and SHA-256, into a new folder; read DATABASE_URL and S3_* as the services do.
# The field encryption keys are never in a backup: a restore needs FIELD_ENCRYPTION_KEYS set to them.
BACKUP_DIR ?= backups/$(shell date -u +%Y%m%dT%H%M%SZ)
backup: install
	@BACKUP_DIR='$(BACKUP_DIR)' $(NODE_RUN) services/platform/src/backup/backup-cli.ts

restore: install
	@test -n '$(filter command line environment,$(origin BACKUP_DIR))' || \
		{ echo 'make restore BACKUP_DIR=<the backup folder>' >&2; exit 2; }
	@BACKUP_DIR='$(BACKUP_DIR)' $(NODE_RUN) services/platform/src/backup/restore-cli.ts

# The checks and each test tier run through scripts/test/run.ts, which holds their commands (the
# same ones `make test` runs) and makes what a tier needs: the web build, the servers, the system.
typecheck: install
	@$(NODE_RUN) scripts/test/run.ts typecheck

# Formatting and lint rules, then the import graph: no circle, no test kit in production code,
# nothing below the BFF's routes importing them, no S3 client outside the storage port.
lint: install
	@$(NODE_RUN) scripts/test/run.ts lint

# Unit tests and the web's component tests (jsdom; the API answered by msw).
test-unit: install
	@$(NODE_RUN) scripts/test/run.ts unit

test-integration: install
	@$(NODE_RUN) scripts/test/run.ts integration

test-faults: install
	@$(NODE_RUN) scripts/test/run.ts faults

# The smaller seeded HTTP fuzz (2,000 cases); `make fuzz` runs 10,000+ and the renderer fuzz.
test-fuzz: install
	@$(NODE_RUN) scripts/test/run.ts fuzz

test-e2e: install
	@$(NODE_RUN) scripts/test/run.ts e2e

# Everything, with one web build, one set of servers and one running system shared by the tiers,
# two lanes at once; the table at the end gives each step's time, the install's included.
test:
	@export TEST_STARTED_AT=$$(date +%s%3N) && $(MAKE) --no-print-directory install && \
		scripts/install-system-deps.sh && $(NODE_RUN) scripts/test/run.ts

# Hostile input at scale: FUZZ_N HTTP cases (10,000) and FUZZ_RENDER_N documents (1,000); FUZZ_SEED replays.
# Then the unit and integration tests with every property test at its full budget (propertyRuns).
fuzz: build
	$(NODE_RUN) scripts/fuzz/run.ts
	PROPERTY_RUNS_SCALE=1 $(NODE_RUN) scripts/test/run.ts unit integration

# Performance figures against real local servers: bench/results/latest.md and latest.json.
# Lighthouse (the page-weight phase) has a lockfile of its own, so its 150 packages stay out of the
# install that `make dev` and `make test` need.
LIGHTHOUSE := bench/lighthouse/node_modules/.installed
bench: build $(LIGHTHOUSE)
	$(NODE_RUN) bench/run.ts

$(LIGHTHOUSE): bench/lighthouse/package-lock.json bench/lighthouse/package.json
	npm ci --prefix bench/lighthouse --no-audit --no-fund --loglevel=error
	@touch $@

clean:
	rm -rf .local web/dist node_modules bench/lighthouse/node_modules
