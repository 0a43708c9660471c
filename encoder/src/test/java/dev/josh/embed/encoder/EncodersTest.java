package dev.josh.embed.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.embed.encoder.EncoderException.Kind;
import org.junit.jupiter.api.Test;

/** Engines and devices this machine does not have fail as configuration errors that say what to install. */
class EncodersTest {

    private static final String MODEL = "bge-small-en-v1.5-q";

    @Test
    void pytorchAndGpuSayWhatToInstallOnThisMachine() {
        assertThatThrownBy(() -> Encoders.open(new EncoderConfig(MODEL, EncoderConfig.Engine.PYTORCH,
                EncoderConfig.Device.CPU, 1, null)))
                .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CONFIGURATION))
                .hasMessageContaining("pytorch-native-cpu").hasMessageContaining("--engine onnxruntime");
        assertThatThrownBy(() -> Encoders.open(new EncoderConfig(MODEL, EncoderConfig.Engine.ONNXRUNTIME,
                EncoderConfig.Device.GPU, 1, null)))
                .isInstanceOfSatisfying(EncoderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CONFIGURATION))
                .hasMessageContaining("no CUDA GPU").hasMessageContaining("onnxruntime_gpu");
    }
}
