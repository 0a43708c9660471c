package dev.josh.ingest.committees;

import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.core.YamlDocument;
import dev.josh.ingest.core.YamlEntry;
import dev.josh.ingest.core.YamlValues;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;

/** {@code committee-membership-current.yaml}: a mapping from Thomas ID to the list of members. */
public final class MembershipsReader implements SourceFileReader<MembershipEntry> {

    @Override
    public Cursor<MembershipEntry> open(SourceFile file) throws IOException, MalformedSourceException {
        YamlDocument document = YamlDocument.read(file);
        List<ListCursor.Positioned<MembershipEntry>> entries = new ArrayList<>();
        for (NodeTuple tuple : document.mapping()) {
            String committeeId = String.valueOf(YamlDocument.value(tuple.getKeyNode()));
            if (!(tuple.getValueNode() instanceof SequenceNode members)) {
                throw new MalformedSourceException("the members of " + committeeId + " are not a list",
                        YamlDocument.position(tuple.getValueNode()));
            }
            for (Node member : members.getValue()) {
                entries.add(new ListCursor.Positioned<>(new MembershipEntry(committeeId,
                        YamlEntry.of(document, member, file)), YamlDocument.position(member)));
            }
        }
        return new ListCursor<>(entries);
    }

    @Override
    public String keyOf(MembershipEntry entry) {
        String bioguide = YamlValues.text(entry.entry().values(), "bioguide");
        return bioguide == null ? null : Membership.key(entry.committeeId(), bioguide);
    }
}
