package dev.josh.ingest.sync.http;

/**
 * A downloaded file is not what its listing promised (empty, cut short, an HTML error page, not
 * well-formed), so it must not replace the corpus copy. The message is the reason, for a person.
 */
public class RejectedDownloadException extends Exception {

    public RejectedDownloadException(String reason) {
        super(reason);
    }
}
