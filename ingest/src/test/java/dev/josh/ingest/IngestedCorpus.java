package dev.josh.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.document.Db;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.w3c.dom.Document;

/**
 * Sources of the shared corpus ({@code -Djosh.corpus}) ingested through the command line into a
 * fresh database, once for a test class: registered as a static field
 * ({@code @RegisterExtension static final IngestedCorpus ingested = new IngestedCorpus("crs-reports")}),
 * it ingests before the class's tests and deletes the database after them.
 */
public final class IngestedCorpus implements BeforeAllCallback, AfterAllCallback {

    public static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));

    private final List<String> arguments;
    private Path dir;

    /** @param arguments the sources to ingest and any further options ({@code "us-code", "--titles", "9"}) */
    public IngestedCorpus(String... arguments) {
        this.arguments = List.of(arguments);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        dir = Files.createTempDirectory("josh-ingested");
        assertThat(ingest()).isZero();
    }

    /** The database the sources were ingested into. */
    public Path db() {
        return dir.resolve("josh.db");
    }

    /** A read-only connection to the database. */
    public Connection read() throws SQLException {
        return Db.read(db());
    }

    /** Runs the same {@code ingest} again over the database (a second run must change nothing); its exit code. */
    public int ingest() {
        List<String> args = new ArrayList<>(List.of("ingest"));
        args.addAll(arguments);
        args.addAll(List.of("--corpus", CORPUS.toString(), "--db", db().toString()));
        return IngestApplication.run(args.toArray(String[]::new));
    }

    /** What the newest run of the first source counted, as {@code added:changed:unchanged:failed}. */
    public String lastRun() throws SQLException {
        try (Connection c = read()) {
            return Db.strings(c, "SELECT added || ':' || changed || ':' || unchanged || ':' || failed FROM ingest_runs"
                    + " WHERE source = '" + arguments.getFirst() + "' ORDER BY started_at DESC, rowid DESC LIMIT 1").getFirst();
        }
    }

    /** The corpus's XML {@code file}, parsed with its namespaces. */
    public static Document xml(String file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(CORPUS.resolve(file).toFile());
    }

    /** How many files below the corpus's {@code folder} have a name ending in {@code ending}. */
    public static long count(String folder, String ending) throws IOException {
        try (Stream<Path> walk = Files.walk(CORPUS.resolve(folder))) {
            return walk.filter(p -> p.getFileName().toString().endsWith(ending)).count();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }
}
