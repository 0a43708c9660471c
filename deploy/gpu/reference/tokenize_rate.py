"""How fast one CPU core tokenizes the embed bench's chunk sample with bge-small's tokenizer.json (HuggingFace's Rust
tokenizer, the library DJL's tokenizer wraps): the feed rate a GPU encoder needs from the host."""
import sqlite3, sys, time, os
from tokenizers import Tokenizer
db, tj = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 2048
con = sqlite3.connect(db)
queue = con.execute("SELECT chunk_table, chunk_id FROM chunk_embedding_jobs GROUP BY chunk_table, chunk_id "
                    "ORDER BY MIN(inserted_at), chunk_table, chunk_id").fetchall()
stride = max(1, len(queue) // count)
texts = [con.execute(f"SELECT text FROM {t} WHERE chunk_id = ?", (c,)).fetchone()[0] for t, c in queue[::stride]][:count]
tok = Tokenizer.from_file(tj); tok.enable_truncation(512)
for rnd in range(3):
    w, c = time.perf_counter(), time.process_time()
    n = sum(len(tok.encode(t).ids) for t in texts)
    w, c = time.perf_counter() - w, time.process_time() - c
    print(f"round {rnd + 1}: {len(texts)} chunks, {n} tokens, wall {w:.2f} s, CPU {c:.2f} s: "
          f"{len(texts) / c:,.0f} chunks per CPU-second, {n / c:,.0f} tokens per CPU-second; load {os.getloadavg()[0]:.1f}")
