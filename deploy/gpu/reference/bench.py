"""bge-small-en-v1.5 on a GPU with PyTorch, over the embed bench's real chunk sample (prepare.py writes it): checks the
vectors against the Java CPU worker's stored ones, then times length-sorted batches (host-to-device copy included)
in fp32, TF32, fp16 and bf16. Prints Markdown tables."""
import sys, time, numpy as np, torch
from transformers import BertConfig, BertModel

data = np.load(sys.argv[1])
lengths = data["lengths"]; ids_flat = data["ids"].astype(np.int64); java = data["java"].astype(np.float32)
offsets = np.concatenate([[0], np.cumsum(lengths)])
chunks = [ids_flat[offsets[i]:offsets[i + 1]] for i in range(len(lengths))]
state = {k[2:]: torch.from_numpy(data[k].astype(np.float32)) for k in data.files if k.startswith("w.")}
vocab = state["embeddings.word_embeddings.weight"].shape[0]
config = BertConfig(vocab_size=vocab, hidden_size=384, num_hidden_layers=12, num_attention_heads=12,
                    intermediate_size=1536, max_position_embeddings=512, type_vocab_size=2, hidden_act="gelu",
                    layer_norm_eps=1e-12)
dev = torch.device("cuda")
print(f"GPU: {torch.cuda.get_device_name(0)}; torch {torch.__version__}; CUDA {torch.version.cuda}")
print(f"sample: {len(chunks)} chunks, {int(lengths.sum())} tokens (mean {lengths.mean():.0f}, max {lengths.max()})")

def model_in(dtype):
    m = BertModel(config, add_pooling_layer=False)
    missing, unexpected = m.load_state_dict(state, strict=False)
    assert not unexpected and all("position_ids" in k for k in missing), (missing, unexpected)
    return m.to(dev, dtype).eval()

def batches(size):
    order = np.argsort(-lengths, kind="stable")  # longest first, as the worker's LengthBatcher groups by length
    for s in range(0, len(order), size):
        idx = order[s:s + size]
        width = int(lengths[idx].max())
        ids = np.zeros((len(idx), width), dtype=np.int64); mask = np.zeros_like(ids)
        for r, i in enumerate(idx):
            ids[r, :lengths[i]] = chunks[i]; mask[r, :lengths[i]] = 1
        yield idx, torch.from_numpy(ids), torch.from_numpy(mask)

@torch.inference_mode()
def embed_all(m, size):
    out = np.zeros((len(chunks), 384), dtype=np.float32)
    for idx, ids, mask in batches(size):
        h = m(input_ids=ids.to(dev, non_blocking=True), attention_mask=mask.to(dev, non_blocking=True)).last_hidden_state
        cls = torch.nn.functional.normalize(h[:, 0].float(), dim=-1)
        out[idx] = cls.cpu().numpy()
    return out

modes = {"fp32": (torch.float32, False), "tf32": (torch.float32, True), "fp16": (torch.float16, False),
         "bf16": (torch.bfloat16, False)}
print("\n| precision | cosine to the Java CPU vectors: min | mean |\n| --- | --- | --- |")
models = {}
for name, (dtype, tf32) in modes.items():
    torch.backends.cuda.matmul.allow_tf32 = tf32; torch.backends.cudnn.allow_tf32 = tf32
    models[name] = model_in(dtype)
    cos = (embed_all(models[name], 256) * java).sum(axis=1)
    print(f"| {name} | {cos.min():.5f} | {cos.mean():.6f} |")

print("\n| precision | chunks per call | passes | seconds | chunks/s | tokens/s |\n| --- | --- | --- | --- | --- | --- |")
for name, (dtype, tf32) in modes.items():
    torch.backends.cuda.matmul.allow_tf32 = tf32; torch.backends.cudnn.allow_tf32 = tf32
    for size in (64, 256, 1024):
        embed_all(models[name], size)  # warm-up: kernels chosen, memory pooled
        torch.cuda.synchronize(); start = time.perf_counter(); passes = 0
        while passes < 3 or time.perf_counter() - start < 4:
            embed_all(models[name], size); passes += 1
        torch.cuda.synchronize(); secs = time.perf_counter() - start
        n = passes * len(chunks)
        print(f"| {name} | {size} | {passes} | {secs:.2f} | {n / secs:,.0f} | {passes * lengths.sum() / secs:,.0f} |")
print(f"\npeak GPU memory {torch.cuda.max_memory_allocated() / 2**30:.2f} GiB")
