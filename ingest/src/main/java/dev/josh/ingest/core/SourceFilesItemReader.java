package dev.josh.ingest.core;

import dev.josh.db.JoshDatabase;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.batch.infrastructure.item.ExecutionContext;
import org.springframework.batch.infrastructure.item.ItemStreamException;
import org.springframework.batch.infrastructure.item.ItemStreamReader;

/**
 * Reads a source's files one after another through its {@link SourceFileReader}, emitting the
 * records of each file followed by one file event ({@link SourceItem}).
 *
 * <ul>
 *   <li>A file whose SHA-256 equals {@code source_files.raw_sha256} is not parsed at all
 *       ({@link SourceItem.FileSkipped}): a second run over the same corpus is cheap.</li>
 *   <li>A file that cannot be read or parsed to its end becomes {@link SourceItem.FileFailed}
 *       and the reader goes on with the next file; one bad file never fails the job.</li>
 *   <li>Restart state is the index of the current file and the number of records already
 *       emitted from it, saved in the step's ExecutionContext after every written chunk. On
 *       restart the current file is parsed again and those records are passed over, which is
 *       cheap next to writing them and lets the file event still carry all of the file's keys.</li>
 * </ul>
 */
public final class SourceFilesItemReader<T> implements ItemStreamReader<SourceItem<T>> {

    /** Lists a source's input files, in a stable order, when the step opens. */
    @FunctionalInterface
    public interface FileDiscovery {
        List<Path> files() throws IOException;
    }

    private static final String FILE_INDEX = "source.files.index";
    private static final String EMITTED_IN_FILE = "source.files.emitted";

    private final Path corpus;
    private final FileDiscovery discovery;
    private final SourceFileReader<T> format;
    private final JoshDatabase database;
    private final IngestLedger ledger;

    private List<Path> files = List.of();
    private Map<String, IngestLedger.StoredFile> stored = Map.of();
    private int index;
    private int emittedInFile;
    private SourceFileReader.Cursor<T> cursor;
    private SourceFile current;
    private Set<String> keys;
    private long startedNanos;

    public SourceFilesItemReader(Path corpus, FileDiscovery discovery, SourceFileReader<T> format,
                                 JoshDatabase database, IngestLedger ledger) {
        this.corpus = corpus;
        this.discovery = discovery;
        this.format = format;
        this.database = database;
        this.ledger = ledger;
    }

    @Override
    public void open(ExecutionContext context) {
        try {
            files = List.copyOf(discovery.files());
        } catch (IOException e) {
            throw new ItemStreamException("cannot list the " + ledger.source() + " files under " + corpus, e);
        }
        index = context.getInt(FILE_INDEX, 0);
        emittedInFile = context.getInt(EMITTED_IN_FILE, 0);
        try (Connection c = database.getConnection()) {
            stored = ledger.storedFiles(c);
        } catch (SQLException e) {
            throw new ItemStreamException("cannot read source_files from " + database.path(), e);
        }
    }

    @Override
    public SourceItem<T> read() {
        if (cursor == null) {
            if (index >= files.size()) {
                return null;
            }
            SourceItem<T> event = openCurrent();
            if (event != null) {
                return event;
            }
        }
        T record;
        try {
            record = cursor.next();
        } catch (MalformedSourceException e) {
            return endFile(new SourceItem.FileFailed<>(current, e.position(), e.getMessage()));
        }
        if (record == null) {
            return endFile(new SourceItem.FileDone<>(current, emittedInFile, Set.copyOf(keys), startedNanos));
        }
        emittedInFile++;
        remember(record);
        return new SourceItem.Parsed<>(current, cursor.position(), record);
    }

    /** Opens the file at {@code index}; returns the event to emit instead when it is skipped or unreadable. */
    private SourceItem<T> openCurrent() {
        Path path = files.get(index);
        try {
            current = SourceFile.read(corpus, path, format.companions(path));
        } catch (IOException e) {
            SourceFile unread = SourceFile.unread(corpus, path);
            nextFile();
            return new SourceItem.FileFailed<>(unread, null, "cannot read the file: " + describe(e));
        }
        IngestLedger.StoredFile before = stored.get(current.relativePath());
        if (emittedInFile == 0 && before != null && before.sha256().equals(current.sha256())) {
            nextFile();
            return new SourceItem.FileSkipped<>(current, before.records());
        }
        startedNanos = System.nanoTime();
        keys = new HashSet<>();
        try {
            cursor = format.open(current);
        } catch (MalformedSourceException e) {
            nextFile();
            return new SourceItem.FileFailed<>(current, e.position(), e.getMessage());
        } catch (IOException e) {
            nextFile();
            return new SourceItem.FileFailed<>(current, null, "cannot read the file: " + describe(e));
        }
        // After a restart: pass over the records a committed chunk already wrote.
        for (int i = 0; i < emittedInFile; i++) {
            try {
                T record = cursor.next();
                if (record == null) {
                    emittedInFile = i;
                    return endFile(new SourceItem.FileDone<>(current, i, Set.copyOf(keys), startedNanos));
                }
                remember(record);
            } catch (MalformedSourceException e) {
                return endFile(new SourceItem.FileFailed<>(current, e.position(), e.getMessage()));
            }
        }
        return null;
    }

    private void remember(T record) {
        String key = format.keyOf(record);
        if (key != null) {
            keys.add(key);
        }
    }

    private SourceItem<T> endFile(SourceItem<T> event) {
        cursor.close();
        cursor = null;
        nextFile();
        return event;
    }

    private void nextFile() {
        index++;
        emittedInFile = 0;
    }

    private static String describe(IOException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    @Override
    public void update(ExecutionContext context) {
        context.putInt(FILE_INDEX, index);
        context.putInt(EMITTED_IN_FILE, emittedInFile);
    }

    @Override
    public void close() {
        if (cursor != null) {
            cursor.close();
            cursor = null;
        }
    }
}
