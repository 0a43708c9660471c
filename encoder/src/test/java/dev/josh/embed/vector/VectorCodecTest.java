package dev.josh.embed.vector;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.db.JoshDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VectorCodecTest {

    @TempDir
    Path dir;

    @Test
    void bytesAndBitsMatchWhatSqliteVecProduces() throws Exception {
        float[] v = new float[384];
        Random random = new Random(7);
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) random.nextGaussian();
        }
        JoshDatabase db = JoshDatabase.readWrite(dir.resolve("t.db"));
        try (Connection c = db.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT vec_f32(?), vec_quantize_binary(vec_f32(?))")) {
            ps.setBytes(1, VectorCodec.toBytes(v));
            ps.setBytes(2, VectorCodec.toBytes(v));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertThat(VectorCodec.fromBytes(rs.getBytes(1))).containsExactly(v);
                assertThat(rs.getBytes(2)).containsExactly(VectorCodec.quantize(v));
            }
        }
    }

    @Test
    void longsKeepEveryBit() {
        float[] v = new float[384];
        v[0] = 1f;
        v[63] = 1f;
        v[64] = 1f;
        v[383] = 1f;
        long[] words = VectorCodec.quantizeToLongs(v);
        assertThat(words).hasSize(6);
        assertThat(Long.bitCount(words[0])).isEqualTo(2);
        assertThat(words[0] & 1L).isEqualTo(1L);
        assertThat(words[0] >>> 63).isEqualTo(1L);
        assertThat(words[1] & 1L).isEqualTo(1L);
        assertThat(words[5] >>> 63).isEqualTo(1L);
    }
}
