package dev.josh.ingest.gao;

import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.MalformedSourceException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** The corpus's {@code catalog.json} entries in order, for the layouts that publish them the way GAO does. */
final class GaoCorpusCatalog {

    /** @param id as the catalog writes it, {@code gao-06-282} */
    record Entry(String id, String title, LocalDate published, String url) {
    }

    private GaoCorpusCatalog() {
    }

    static List<Entry> read(Path corpus) throws IOException {
        JsonNode root;
        try {
            root = Json.tree(Files.readAllBytes(corpus.resolve(GaoCatalog.FILE)));
        } catch (MalformedSourceException e) {
            throw new IOException(e);
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode entry : root) {
            entries.add(new Entry(entry.path("report_id").asString(), entry.path("title").asString(),
                    LocalDate.parse(entry.path("pub_date").asString()), entry.path("url").asString()));
        }
        return entries;
    }
}
