package dev.josh.ingest;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One writer at a time, held as an OS file lock that dies with its process. Ingest holds
 * {@code <db>.ingest.lock} (a file of its own: a Java lock on the SQLite file itself would interfere
 * with SQLite's locks); holding it also tells the launcher that a job execution the repository still
 * shows as running belongs to a process that died, so it can be recovered and restarted. Sync holds
 * {@code <corpus>/.sync.lock}, so two syncs never write one corpus.
 */
final class ProcessLock implements AutoCloseable {

    private final FileChannel channel;
    private final FileLock lock;

    private ProcessLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The ingest lock of {@code database}, or null when another ingest holds it. */
    static ProcessLock forIngest(Path database) throws IOException {
        return tryAcquire(database.resolveSibling(database.getFileName() + ".ingest.lock"));
    }

    /** The sync lock of {@code corpus}, or null when another sync holds it. */
    static ProcessLock forSync(Path corpus) throws IOException {
        return tryAcquire(corpus.resolve(".sync.lock"));
    }

    private static ProcessLock tryAcquire(Path file) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return new ProcessLock(channel, lock);
            }
        } catch (OverlappingFileLockException e) {
            // held by another command in this same JVM
        }
        channel.close();
        return null;
    }

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}
