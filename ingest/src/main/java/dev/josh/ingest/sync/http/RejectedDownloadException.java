package dev.josh.ingest.sync.http;

/** A download that arrived whole but is not what was expected (an HTML error page, a cut PDF, a wrong size). */
public class RejectedDownloadException extends Exception {

    public RejectedDownloadException(String reason) {
        super(reason);
    }

    public RejectedDownloadException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
