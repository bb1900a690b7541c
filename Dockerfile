# syntax=docker/dockerfile:1
# The three service images, one target each, built from the repository root:
#   docker build --target bff         -t funding/bff .
#   docker build --target pdf-worker  -t funding/pdf-worker .
#   docker build --target mail-worker -t funding/mail-worker .
# (bff is the last stage, so a plain `docker build .` gives it.) Each service is bundled with
# esbuild into plain ES modules: a runtime stage has Node, the bundle and the native packages it
# loads, and no npm dependency tree (docs/decisions/deployment.md). What differs between the images
# is stated in their own stages: the bff carries the web app, the pdf-worker the fonts, and both
# libqpdf with the PDF check's fork server.
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- Shared: the exact dependency tree and the sources ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Manifests first, so the dependency layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY services/contracts/package.json services/contracts/
COPY services/platform/package.json services/platform/
COPY services/statements/package.json services/statements/
COPY services/bff/package.json services/bff/
COPY services/pdf-worker/package.json services/pdf-worker/
COPY services/mail-worker/package.json services/mail-worker/
COPY web/package.json web/
# The exact tree of the lockfile; no install scripts (native packages ship prebuilt binaries).
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .

# Every runtime stage starts here. Owned by root and read-only to the service: it can change none
# of its own code. Each image ends as the `node` user of the base image, by number so Kubernetes
# can verify runAsNonRoot.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY scripts/docker/healthcheck.mjs ./

# The PDF check's qpdf fork server, compiled against Debian's libqpdf (the runtime's own version):
# the bff checks every uploaded PDF with it, the pdf-worker the package it made
# (services/platform/src/pdf-check).
FROM ${NODE_IMAGE} AS qpdf-fork-server-build
RUN apt-get update \
 && apt-get install -y --no-install-recommends g++ libqpdf-dev \
 && rm -rf /var/lib/apt/lists/*
COPY scripts/build-qpdf-fork-server.sh /src/scripts/
COPY services/platform/src/pdf-check/qpdf-fork-server.cpp /src/services/platform/src/pdf-check/
RUN /src/scripts/build-qpdf-fork-server.sh /out/qpdf-fork-server

FROM build AS pdf-check-build
COPY --from=qpdf-fork-server-build /out/qpdf-fork-server services/platform/src/pdf-check/

# Where a service that checks PDFs runs: libqpdf for the fork server's children.
FROM runtime AS pdf-check-runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends libqpdf29 \
 && rm -rf /var/lib/apt/lists/*

# ---- mail-worker: the BullMQ worker that sends the notifications; probes and /metrics on 8082 ----
FROM build AS mail-worker-build
RUN node --import tsx scripts/bundle-services.ts mail-worker /out

FROM runtime AS mail-worker
ENV HEALTH_PORT=8082
COPY --from=mail-worker-build /out ./
USER 1000:1000
EXPOSE 8082
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "dist/mail-worker/main.mjs"]

# ---- pdf-worker: renders and stores each application's PDF; probes and /metrics on 8081 ----
FROM pdf-check-build AS pdf-worker-build
RUN node --import tsx scripts/bundle-services.ts pdf-worker /out

# The fonts the application PDF is set in, from Debian's packages (the base image is Debian bookworm,
# as the developers' machines are): the same files at the same paths as `scripts/install-system-deps.sh`
# installs for `make dev` and the tests. Only the faces in use are copied (a small part of the
# packages; `make bench`, section render, reports the bytes the image carries), with their licences
# (SIL Open Font License). docs/decisions/pdf-fonts.md.
FROM ${NODE_IMAGE} AS fonts
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk \
    && rm -rf /var/lib/apt/lists/*

FROM pdf-check-runtime AS pdf-worker
ENV HEALTH_PORT=8081
COPY --from=pdf-worker-build /out ./
# Listed in services/pdf-worker/src/render/text/font-files.ts; font-files.test.ts checks this list.
COPY --from=fonts /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf \
     /usr/share/fonts/truetype/noto/NotoSans-Bold.ttf \
     /usr/share/fonts/truetype/noto/NotoSerif-Italic.ttf \
     /usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf \
     /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf \
     /usr/share/fonts/truetype/noto/
COPY --from=fonts /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /usr/share/fonts/opentype/noto/
COPY --from=fonts /usr/share/doc/fonts-noto-core/copyright /usr/share/doc/fonts-noto-core/
COPY --from=fonts /usr/share/doc/fonts-noto-cjk/copyright /usr/share/doc/fonts-noto-cjk/
USER 1000:1000
EXPOSE 8081
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "dist/pdf-worker/main.mjs"]

# ---- bff: the Hono API and the built web app on one origin, and the migration command ----
# (`node dist/bff/migrate.mjs`, run by the compose `migrate` service and the Kubernetes Job).
FROM pdf-check-build AS bff-build
RUN npm run build -w web \
 && node --import tsx scripts/bundle-services.ts bff /out

FROM pdf-check-runtime AS bff
ENV PORT=8080 \
    WEB_DIST_DIR=/app/web/dist \
    INTAKE_TMP_DIR=/tmp/funding-intake
COPY --from=bff-build /out ./
COPY --from=bff-build /src/web/dist ./web/dist
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "dist/bff/main.mjs"]
