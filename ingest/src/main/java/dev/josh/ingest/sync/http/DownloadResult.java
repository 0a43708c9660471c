package dev.josh.ingest.sync.http;

/** How a conditional download ended: not modified, or a body written to the part file. */
public sealed interface DownloadResult {

    /** The upstream answered 304: the copy held is current; nothing was written. */
    record NotModified() implements DownloadResult { }

    /**
     * The body is in the part file, complete as announced.
     *
     * @param size         bytes written
     * @param sha256       their SHA-256, lowercase hex
     * @param etag         the response's {@code ETag}, or null
     * @param lastModified the response's {@code Last-Modified}, or null
     * @param contentType  the response's {@code Content-Type}, or null
     */
    record Fetched(long size, String sha256, String etag, String lastModified, String contentType)
            implements DownloadResult { }
}
