#!/usr/bin/env bash
# Chunks/s of bge-small-en-v1.5 on a GPU, on real chunks of a database: builds the embed worker with
# ONNX Runtime's CUDA build (the gpu profile), checks the GPU is visible, then runs 'embed bench --db'
# on the GPU and, for comparison, on the CPU. Prints the Markdown tables docs/benchmarks.md keeps.
#
#   deploy/gpu/embed-bench.sh DB [CHUNKS] [MODEL]
#
# Needs: the NVIDIA driver (nvidia-smi), CUDA 12 and cuDNN 9 libraries on the loader path, a JDK 21+,
# and Maven Central reachable (or com.microsoft.onnxruntime:onnxruntime_gpu in ~/.m2). The build goes
# to embed-worker/target only ('package', never 'install').
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DB="${1:?usage: deploy/gpu/embed-bench.sh DB [CHUNKS] [MODEL]}"
CHUNKS="${2:-2048}"
MODEL="${3:-bge-small-en-v1.5}"
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
JAR="$ROOT/embed-worker/target/josh-embed-worker-0.1.0-SNAPSHOT-exec.jar"

command -v nvidia-smi >/dev/null || { echo "embed-bench: no nvidia-smi: this machine has no NVIDIA driver" >&2; exit 1; }
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader

(cd "$ROOT" && ./mvnw -B -q -Pgpu -DskipTests -pl embed-worker -am package)

bench() {
  "$JAVA" --enable-native-access=ALL-UNNAMED -Dai.djl.offline=true -jar "$JAR" bench --db "$DB" --model "$MODEL" "$@"
}
# The encoder's inference calls default to what two CPU cores run best (8 texts, 512 padded tokens);
# a GPU wants calls of many chunks, so both bounds are raised to 256 chunks of up to 512 tokens.
GPU_CALLS=(--batch 256 --ort-call-texts 256 --ort-call-tokens 131072)
echo "## GPU, one session, calls of 256 chunks"
bench --chunks "$CHUNKS" --device gpu --sessions 1 "${GPU_CALLS[@]}"
echo "## GPU, two sessions, calls of 256 chunks"
bench --chunks "$CHUNKS" --device gpu --sessions 2 "${GPU_CALLS[@]}"
echo "## CPU, the default sessions, the worker's calls (a smaller sample: the CPU is far slower)"
bench --chunks 256 --device cpu
