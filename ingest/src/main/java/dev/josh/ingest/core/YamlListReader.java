package dev.josh.ingest.core;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.yaml.snakeyaml.nodes.Node;

/** Reads a YAML file whose top level is a list of entries, one record per entry. */
public final class YamlListReader implements SourceFileReader<YamlEntry> {

    private final Function<Map<String, Object>, String> key;

    /** @param key the stored key of an entry (e.g. its bioguide ID), null when it has none */
    public YamlListReader(Function<Map<String, Object>, String> key) {
        this.key = key;
    }

    @Override
    public Cursor<YamlEntry> open(SourceFile file) throws IOException, MalformedSourceException {
        YamlDocument document = YamlDocument.read(file);
        List<ListCursor.Positioned<YamlEntry>> entries = new ArrayList<>();
        for (Node node : document.sequence()) {
            entries.add(new ListCursor.Positioned<>(YamlEntry.of(document, node, file), YamlDocument.position(node)));
        }
        return new ListCursor<>(entries);
    }

    @Override
    public String keyOf(YamlEntry entry) {
        return key.apply(entry.values());
    }
}
