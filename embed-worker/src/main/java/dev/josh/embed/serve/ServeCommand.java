package dev.josh.embed.serve;

import ai.djl.Device;
import dev.josh.embed.OrtFlags;
import dev.josh.embed.encoder.EmbeddingEndpoint;
import dev.josh.embed.encoder.Encoder;
import dev.josh.embed.encoder.EncoderException;
import dev.josh.embed.encoder.Encoders;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelFiles;
import dev.josh.embed.encoder.ModelSpec;
import dev.josh.embed.encoder.OnnxEncoder;
import dev.josh.embed.encoder.OrtOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code embed serve}: a bundled model behind {@link EmbeddingEndpoint}, one ONNX Runtime session
 * per worker, until the process is stopped. {@code josh embed --endpoint URL --remote-concurrency N}
 * is its client.
 */
@Command(name = "serve", description = "Serve a model as an OpenAI-compatible embedding endpoint (POST /v1/embeddings).")
public final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--model", paramLabel = "NAME|DIR", defaultValue = ModelCatalog.DEFAULT_MODEL,
            description = "Bundled model name or model directory (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}).")
    String host;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8090",
            description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--workers", paramLabel = "N", defaultValue = "1",
            description = "Requests embedded at once, each by its own encoder (default: ${DEFAULT-VALUE}).")
    int workers;

    @Mixin
    OrtFlags ort;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        if (workers < 1) {
            err.println("serve: --workers must be at least 1");
            return 2;
        }
        List<Encoder> encoders = new ArrayList<>();
        OrtOptions options;
        try {
            // Each worker is one session; the processors are shared out over the workers, as over sessions.
            options = ort.options().eachOf(workers);
            ModelFiles files = unprefixed(Encoders.resolve(model));
            for (int i = 0; i < workers; i++) {
                encoders.add(OnnxEncoder.open(files, 1, Device.cpu(), options));
            }
        } catch (EncoderException | IllegalArgumentException e) {
            encoders.forEach(Encoder::close);
            err.println("serve: " + e.getMessage());
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        try (EmbeddingEndpoint endpoint = new EmbeddingEndpoint(new InetSocketAddress(host, port), encoders)) {
            Runtime.getRuntime().addShutdownHook(new Thread(stopped::countDown));
            spec.commandLine().getOut().printf("serving %s on http://%s:%d/v1/embeddings with %d workers (%s)%n",
                    encoders.get(0).spec().modelId(), host, endpoint.port(), workers, options.describe(1));
            spec.commandLine().getOut().flush();
            stopped.await();
        }
        return 0;
    }

    /** The model without its prefixes: a client of the endpoint adds them, as it would for any service. */
    private static ModelFiles unprefixed(ModelFiles files) {
        ModelSpec s = files.spec();
        return new ModelFiles(files.onnx(), files.tokenizerJson(),
                new ModelSpec(s.modelId(), s.modelVersion(), s.dimension(), s.maxTokens(), "", ""), files.pooling());
    }
}
