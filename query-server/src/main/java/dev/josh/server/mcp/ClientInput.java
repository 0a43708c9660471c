package dev.josh.server.mcp;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CountDownLatch;

/**
 * Standard input of {@code josh mcp --stdio}, telling when the client has closed it. The MCP
 * specification's stdio transport ends the session by closing the server's input; the SDK's transport
 * then stops reading but says so to no one, and the process stayed alive, one orphan per client that
 * had launched it. {@link #awaitEnd()} lets the process stop there.
 */
public final class ClientInput extends FilterInputStream {

    private final CountDownLatch ended = new CountDownLatch(1);

    public ClientInput(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        return seen(guarded(super::read));
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        return seen(guarded(() -> super.read(b, off, len)));
    }

    /** Blocks until the client has closed the input (or it failed). */
    public void awaitEnd() throws InterruptedException {
        ended.await();
    }

    private int seen(int read) {
        if (read < 0) {
            ended.countDown();
        }
        return read;
    }

    private int guarded(Read read) throws IOException {
        try {
            return read.next();
        } catch (IOException e) {
            ended.countDown(); // a broken pipe ends the session as a closed one does
            throw e;
        }
    }

    @FunctionalInterface
    private interface Read {
        int next() throws IOException;
    }
}
