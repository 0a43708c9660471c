"""Prepares the reference GPU run (docs/benchmarks.md, "Bulk embedding on a GPU"): the embed bench's chunk
sample (the rule of ChunkSample), the Java CPU worker's stored vectors of those chunks, their token ids under
bge-small's tokenizer.json, and bge-small's weights from the bundled ONNX file in fp16, the word-embedding rows cut to
the ids the sample uses, so that the whole run travels in under 64 MiB to a machine without network.

Needs: numpy, onnx, tokenizers (pip). The database must hold bge-small-en-v1.5 vectors (josh embed)."""
import sqlite3, sys, numpy as np, onnx
from onnx import numpy_helper
from tokenizers import Tokenizer

if len(sys.argv) < 4:
    sys.exit("usage: prepare.py DB MODEL_DIR OUT.npz [CHUNKS]  (MODEL_DIR holds bge-small-en-v1.5.onnx and its tokenizer.json)")
db, model_dir, out = sys.argv[1], sys.argv[2], sys.argv[3]
count = int(sys.argv[4]) if len(sys.argv) > 4 else 2048
con = sqlite3.connect(db)
queue = con.execute("SELECT chunk_table, chunk_id FROM chunk_embedding_jobs GROUP BY chunk_table, chunk_id "
                    "ORDER BY MIN(inserted_at), chunk_table, chunk_id").fetchall()
stride = max(1, len(queue) // max(1, count))
texts, javavecs = [], []
for table, cid in queue[::stride]:
    if len(texts) >= count: break
    row = con.execute(f"SELECT text FROM {table} WHERE chunk_id = ?", (cid,)).fetchone()
    vec = con.execute(f"SELECT embedding FROM {table}_vectors WHERE chunk_id = ? AND model_id = 'bge-small-en-v1.5'",
                      (cid,)).fetchone()
    if row is None or vec is None: continue
    texts.append(row[0]); javavecs.append(np.frombuffer(vec[0], dtype='<f4'))
print(f"queue {len(queue)}, stride {stride}, sample {len(texts)} chunks with stored Java vectors")

tok = Tokenizer.from_file(f"{model_dir}/bge-small-en-v1.5-tokenizer.json")
tok.enable_truncation(512)
tok.no_padding()
enc = tok.encode_batch(texts, add_special_tokens=True)
ids = [e.ids for e in enc]
lengths = np.array([len(i) for i in ids], dtype=np.int32)
used = np.unique(np.concatenate([np.array(i) for i in ids]))
remap = {int(v): k for k, v in enumerate(used)}
flat = np.array([remap[t] for i in ids for t in i], dtype=np.uint16)
print(f"tokens {lengths.sum()}, mean {lengths.mean():.1f}, max {lengths.max()}, distinct ids {len(used)}")

m = onnx.load(f"{model_dir}/bge-small-en-v1.5.onnx")
inits = {t.name: numpy_helper.to_array(t) for t in m.graph.initializer}
weights = {}
for name, arr in inits.items():
    if not name.startswith("onnx::"): weights[name] = arr
# MatMul weights are exported unnamed: name each after the bias its MatMul's output is added to.
consumers = {}
for n in m.graph.node:
    for i in n.input: consumers.setdefault(i, []).append(n)
for n in m.graph.node:
    if n.op_type == "MatMul" and n.input[1] in inits and n.input[1].startswith("onnx::"):
        add = consumers[n.output[0]][0]
        bias = [i for i in add.input if i in inits and not i.startswith("onnx::")][0]
        weights[bias[:-len("bias")] + "weight"] = inits[n.input[1]].T  # torch Linear is [out, in]
weights["embeddings.word_embeddings.weight"] = inits["embeddings.word_embeddings.weight"][used]
print(f"weights {len(weights)} tensors, {sum(a.size for a in weights.values())/1e6:.1f}M values")
np.savez_compressed(out, **{"w." + k: v.astype(np.float16) for k, v in weights.items()},
         ids=flat, lengths=lengths, java=np.stack(javavecs).astype(np.float16))
