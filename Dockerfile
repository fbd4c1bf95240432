# syntax=docker/dockerfile:1
#
# crossfoot serve: the checker as an HTTP service (apps/cli/README.md).
#
#   docker build -t crossfoot .
#   docker run --rm -p 8080:8080 crossfoot --concurrency 2
#
# Arguments after the image name go to `crossfoot serve` (--concurrency,
# --queue, --max-body-bytes, --timeout-ms, --quiet). Give --concurrency the
# CPUs the container gets: under a CPU quota Node may count the host's. The
# health check asks port 8080, so publish that port rather than changing it.

ARG NODE_IMAGE=node:20-slim

# 1. Install, build, and keep the CLI with its production dependencies only.
FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1 CI=1
# The pnpm this repository's lockfile is written for (corepack's fails its
# signature check; a newer 12.x rejects the lockfile).
RUN npm install --global pnpm@12.4.2
WORKDIR /repo
COPY . .
# Only the CLI, the workspace packages it is built from and the root's build
# tools, as the GitHub Action builds it (.github/actions/crossfoot-eval.sh).
RUN --mount=type=cache,id=crossfoot-pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --store-dir /pnpm-store \
      --filter "@crossfoot/cli..." --filter "crossfoot-monorepo"
RUN pnpm exec turbo run build --filter "@crossfoot/cli..." --output-logs=errors-only
# A folder with the CLI's files (dist/, package.json, README.md) and a
# node_modules of its production dependencies, the workspace packages among
# them as they would be published (their dist/). `--legacy`: the workspace
# does not inject its packages, which the newer deploy requires.
# `--ignore-scripts`: no production dependency needs its build script (the
# only one with a native addon, msgpackr under bullmq, works without it).
RUN --mount=type=cache,id=crossfoot-pnpm-store,target=/pnpm-store \
    pnpm --filter @crossfoot/cli --prod deploy --legacy --ignore-scripts \
      --store-dir /pnpm-store /prod/cli

# 2. What runs: Node, the built CLI and its production dependencies, owned by
# root and run as the unprivileged `node` user, so the server cannot change
# its own code.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /prod/cli /app/apps/cli
USER node
EXPOSE 8080
# Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) finishes the requests in hand, then exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "apps/cli/dist/bin.cjs", "serve", "--host", "0.0.0.0"]
