package dev.josh.ingest.sync;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.core.IngestOptions;
import dev.josh.ingest.core.IngestSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test upstream over the real corpus for the tests of one class: started before them with the
 * layouts it is given, closed after them. Register it on a static field with
 * {@link org.junit.jupiter.api.extension.RegisterExtension}.
 */
public final class CorpusUpstream implements BeforeAllCallback, AfterAllCallback {

    private final List<Function<Path, ? extends TestUpstream.Layout>> layouts;
    private TestUpstream server;

    @SafeVarargs
    public CorpusUpstream(Function<Path, ? extends TestUpstream.Layout>... layouts) {
        this.layouts = Arrays.asList(layouts);
    }

    /** The corpus's paths, relative to it with forward slashes, that {@code source} ingests of the whole corpus. */
    public static Set<String> inputs(IngestSource source) throws IOException {
        return inputs(source, Set.of());
    }

    /** The same, of the given titles only where the source reads titles (none: all). */
    public static Set<String> inputs(IngestSource source, Set<String> titles) throws IOException {
        Path corpus = corpus();
        return source.inputs(new IngestOptions(corpus, corpus.resolve("unused.db"), titles)).stream()
                .map(p -> corpus.relativize(p).toString().replace('\\', '/')).collect(Collectors.toSet());
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        Path corpus = corpus();
        server = TestUpstream.start(layouts.stream().<TestUpstream.Layout>map(layout -> layout.apply(corpus)).toList());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        server.close();
    }

    public TestUpstream server() {
        return server;
    }

    /** A fresh upstream, as the sync sees it, onto the server. */
    public LoopbackUpstream loopback() {
        return new LoopbackUpstream(server);
    }

    /** What {@code fetcher} discovers in {@code scope}, having skipped no listing entry. */
    public List<RemoteFile> discover(SourceFetcher fetcher, SyncScope scope) throws IOException {
        LoopbackUpstream upstream = loopback();
        List<RemoteFile> files = fetcher.discover(scope, upstream);
        assertThat(upstream.skipped()).isEmpty();
        return files;
    }

    private static Path corpus() {
        return Path.of(System.getProperty("josh.corpus"));
    }
}
