package dev.josh.ingest.committees;

import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.core.YamlDocument;
import dev.josh.ingest.core.YamlEntry;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * {@code committees-current.yaml}: each committee, followed by its subcommittees as records of
 * their own (a parent is always written before its subcommittees reference it).
 */
public final class CommitteesReader implements SourceFileReader<CommitteeEntry> {

    @Override
    public Cursor<CommitteeEntry> open(SourceFile file) throws IOException, MalformedSourceException {
        YamlDocument document = YamlDocument.read(file);
        List<ListCursor.Positioned<CommitteeEntry>> entries = new ArrayList<>();
        for (Node node : document.sequence()) {
            YamlEntry committee = YamlEntry.of(document, node, file);
            entries.add(new ListCursor.Positioned<>(new CommitteeEntry(committee, null), YamlDocument.position(node)));
            for (Node sub : subcommittees(node)) {
                entries.add(new ListCursor.Positioned<>(new CommitteeEntry(YamlEntry.of(document, sub, file), committee),
                        YamlDocument.position(sub)));
            }
        }
        return new ListCursor<>(entries);
    }

    private static List<Node> subcommittees(Node committee) {
        if (committee instanceof MappingNode map) {
            for (NodeTuple tuple : map.getValue()) {
                if (tuple.getKeyNode() instanceof ScalarNode key && key.getValue().equals("subcommittees")
                        && tuple.getValueNode() instanceof SequenceNode list) {
                    return list.getValue();
                }
            }
        }
        return List.of();
    }

    @Override
    public String keyOf(CommitteeEntry entry) {
        return entry.thomasId();
    }
}
