package dev.josh.ingest.votes;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** Reads one vote's {@code data.json}: one record per file. */
public final class RollCallVoteReader implements SourceFileReader<VoteDocument> {

    @Override
    public Cursor<VoteDocument> open(SourceFile file) throws IOException, MalformedSourceException {
        byte[] bytes = Files.readAllBytes(file.path());
        JsonNode json = Json.tree(bytes);
        if (!json.isObject() || !json.has("votes")) {
            throw new MalformedSourceException("not a vote in the unitedstates/congress format: no \"votes\" object", "1:1");
        }
        return new ListCursor<>(List.of(new ListCursor.Positioned<>(
                new VoteDocument(json, file.relativePath(), file.sha256()), "1:1")));
    }

    @Override
    public String keyOf(VoteDocument vote) {
        return VoteMapper.id(vote.json()).map(PublicId::value).orElse(null);
    }
}
