package dev.josh.ingest.sync.http;

/**
 * What a previous download said about a file, sent back as {@code If-None-Match} and
 * {@code If-Modified-Since} so an unchanged file costs a 304 and no body.
 *
 * @param etag         the {@code ETag} header, or null
 * @param lastModified the {@code Last-Modified} header as sent, or null
 */
public record Validators(String etag, String lastModified) {

    /** No previous copy: an unconditional request. */
    public static final Validators NONE = new Validators(null, null);
}
