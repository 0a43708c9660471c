package dev.josh.ingest;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One ingest at a time per database, held on {@code <db>.ingest.lock} (a file of its own: a Java
 * lock on the SQLite file itself would interfere with SQLite's locks). Holding it also tells the
 * launcher that a job execution the repository still shows as running belongs to a process that
 * died, so it can be recovered and restarted.
 */
final class IngestLock implements AutoCloseable {

    private final FileChannel channel;
    private final FileLock lock;

    private IngestLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock, or null when another ingest holds it. */
    static IngestLock tryAcquire(Path database) throws IOException {
        Path file = database.resolveSibling(database.getFileName() + ".ingest.lock");
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return new IngestLock(channel, lock);
            }
        } catch (OverlappingFileLockException e) {
            // held by another ingest in this same JVM
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
