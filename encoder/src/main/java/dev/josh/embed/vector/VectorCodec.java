package dev.josh.embed.vector;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The byte forms of a vector, identical to sqlite-vec's so that the same blobs go into
 * {@code <source>_chunks_vec0} and the plain {@code <source>_chunks_vectors} table:
 * float32 little-endian ({@code vec_f32}), and one sign bit per dimension, least significant bit
 * first ({@code vec_quantize_binary}).
 */
public final class VectorCodec {

    private VectorCodec() {
    }

    public static byte[] toBytes(float[] vector) {
        ByteBuffer buf = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buf.asFloatBuffer().put(vector);
        return buf.array();
    }

    public static float[] fromBytes(byte[] bytes) {
        float[] out = new float[bytes.length / Float.BYTES];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(out);
        return out;
    }

    /** Bit i is set when component i is positive. */
    public static byte[] quantize(float[] vector) {
        byte[] bits = new byte[(vector.length + 7) / 8];
        for (int i = 0; i < vector.length; i++) {
            if (vector[i] > 0f) {
                bits[i >> 3] |= (byte) (1 << (i & 7));
            }
        }
        return bits;
    }

    /** The binary code as longs, for XOR + popcount scans. */
    public static long[] quantizeToLongs(float[] vector) {
        return bitsToLongs(quantize(vector));
    }

    /** Packs vec0 bit bytes into longs (byte 0 in the low bits of long 0). */
    public static long[] bitsToLongs(byte[] bits) {
        long[] words = new long[(bits.length + 7) / 8];
        for (int i = 0; i < bits.length; i++) {
            words[i >> 3] |= (bits[i] & 0xFFL) << ((i & 7) * 8);
        }
        return words;
    }

    /** Scales to unit length; a zero vector stays zero. */
    public static float[] normalize(float[] vector) {
        double sum = 0;
        for (float v : vector) {
            sum += (double) v * v;
        }
        if (sum == 0) {
            return vector;
        }
        float inv = (float) (1.0 / Math.sqrt(sum));
        float[] out = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            out[i] = vector[i] * inv;
        }
        return out;
    }
}
