package dev.josh.ingest.core;

import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;

/**
 * One entry of a registry YAML file.
 *
 * @param values    the entry as plain values ({@link YamlDocument#value}); empty when it is not a mapping
 * @param rawSha256 SHA-256 of the entry's exact text in the file, so an entry is unchanged exactly
 *                  when its text is, whatever happens to the rest of the file
 * @param fileDate  the file's modification date (YYYY-MM-DD): the YAML carries no date of its own,
 *                  and the file's timestamp is the best evidence of which upstream snapshot was read
 * @param unreadable why the entry's text cannot be trusted (bytes that are not UTF-8), or null
 */
public record YamlEntry(Map<String, Object> values, String rawSha256, String fileDate, String unreadable) {

    @SuppressWarnings("unchecked")
    public static YamlEntry of(YamlDocument document, Node node, SourceFile file) {
        Object value = YamlDocument.value(node);
        Map<String, Object> values = value instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
        return new YamlEntry(values, Sha256.of(document.text(node)), file.lastModifiedDate(), document.unreadable(node));
    }

    /** Refuses the entry, for {@code ingestion_logs}, when its text cannot be trusted; the file's other entries load. */
    public void requireReadable(String recordId) throws RejectedRecordException {
        if (unreadable != null) {
            throw new RejectedRecordException(recordId, unreadable);
        }
    }
}
