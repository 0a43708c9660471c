package dev.josh.ingest.sync;

import java.net.URI;
import java.time.Instant;

/**
 * One file an upstream holds and where it belongs in the corpus.
 *
 * @param url            where to download it
 * @param corpusPath     the path relative to the corpus directory, with forward slashes, in the
 *                       layout {@code josh ingest} reads (e.g. {@code billstatus/117/BILLSTATUS-117hr1.xml});
 *                       for {@link Content#ZIP} the directory its members are extracted into
 * @param content        what the bytes must be; anything else is rejected before it reaches the corpus
 * @param listedModified when the listing says the file last changed, or null when it does not say
 * @param listedSize     the size the listing gives, or null; a download of another size is rejected
 */
public record RemoteFile(URI url, String corpusPath, Content content, Instant listedModified, Long listedSize) {

    /** The kinds of file upstreams serve; each has its own check ({@code ContentCheck}). */
    public enum Content {
        /** Well-formed XML whose root element is not {@code html}. */
        XML,
        /** A PDF: starts with {@code %PDF-} and ends with an end-of-file marker. */
        PDF,
        /** An HTML page (the Congressional Record's granules). */
        HTML,
        /** YAML text, not an HTML page. */
        YAML,
        /** CSV text, not an HTML page. */
        CSV,
        /** A JSON document that parses. */
        JSON,
        /** A ZIP archive whose {@code .xml} members are extracted, flat, into {@link RemoteFile#corpusPath()}. */
        ZIP
    }

    public RemoteFile {
        if (corpusPath.startsWith("/") || corpusPath.contains("..") || corpusPath.contains("\\")) {
            throw new IllegalArgumentException("a corpus path is relative and stays inside the corpus: " + corpusPath);
        }
    }

    public RemoteFile(URI url, String corpusPath, Content content) {
        this(url, corpusPath, content, null, null);
    }
}
