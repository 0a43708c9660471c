package dev.josh.ingest.snapshot;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.josh.lexical.LexicalIndexLayout;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code manifest.json}, written last into a snapshot directory: what the copy holds (schema
 * version, per source its records and chunks, the embedding models) and, for every file, its size
 * and sha256, which {@code bootstrap} checks before it installs anything.
 *
 * @param formatVersion  the layout of this manifest; a reader refuses one newer than it knows
 * @param createdAt      when the copy was taken (ISO-8601, UTC)
 * @param joshVersion    the version of the josh that took it
 * @param schemaVersion  the highest Flyway migration applied to the copied database
 */
public record SnapshotManifest(int formatVersion, String createdAt, String joshVersion, String schemaVersion,
                               List<SourceCount> sources, List<EmbeddingModel> embeddingModels,
                               List<SnapshotFile> files) {

    public static final int FORMAT_VERSION = 1;
    public static final String FILE_NAME = "manifest.json";
    /** The database's name inside every snapshot, whatever it was called where it was copied from. */
    public static final String DATABASE_FILE = "josh.db";
    /** The folder of the database's Lucene indexes inside a snapshot: its files are listed under it, one a name. */
    public static final String LEXICAL_DIR = LexicalIndexLayout.root(Path.of(DATABASE_FILE)).getFileName().toString();
    /** A file's name relative to the snapshot: plain names (Lucene's start with _) joined by '/', none starting with a dot (no "..", no hidden file). */
    private static final String NAME = "[A-Za-z0-9_][A-Za-z0-9._-]*(/[A-Za-z0-9_][A-Za-z0-9._-]*)*";

    /** One source: its records, and its chunks when it is a body source (null otherwise). */
    public record SourceCount(String name, String shape, long records, Long chunks) {
    }

    /** A model registered in the database and how many chunk vectors it has there. */
    public record EmbeddingModel(String modelId, String modelVersion, int dimension, boolean active, long vectors) {
    }

    /** A file of the snapshot, named relative to its directory. */
    public record SnapshotFile(String name, long size, String sha256) {
    }

    public SnapshotManifest {
        sources = List.copyOf(sources);
        embeddingModels = List.copyOf(embeddingModels);
        files = List.copyOf(files);
    }

    private static final JsonMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .changeDefaultPropertyInclusion(inclusion -> inclusion.withValueInclusion(JsonInclude.Include.NON_NULL))
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    public String toJson() {
        return JSON.writeValueAsString(this) + "\n";
    }

    /**
     * Reads a manifest, refusing text that is not one this josh can check.
     *
     * @param origin where the text came from, for the message
     */
    public static SnapshotManifest parse(String json, String origin) {
        SnapshotManifest manifest;
        try {
            manifest = JSON.readValue(json, SnapshotManifest.class);
        } catch (JacksonException e) { // a missing list ends in the constructor's List.copyOf, wrapped as one too
            throw new SnapshotRefused(origin + " is not a Josh snapshot manifest (" + e.getOriginalMessage()
                    + "); point --snapshot at a directory written by 'josh snapshot create'");
        }
        if (manifest.files().isEmpty() || manifest.schemaVersion() == null) {
            throw new SnapshotRefused(origin + " lists no files or no schema version; point --snapshot at a directory "
                    + "written by 'josh snapshot create'");
        }
        if (manifest.formatVersion() != FORMAT_VERSION) {
            throw new SnapshotRefused(origin + " has manifest format " + manifest.formatVersion() + "; this josh reads "
                    + "format " + FORMAT_VERSION + ". Bootstrap with the josh version that created it ("
                    + manifest.joshVersion() + ") or newer");
        }
        for (SnapshotFile file : manifest.files()) {
            if (file.name() == null || file.sha256() == null || !file.name().matches(NAME)) {
                throw new SnapshotRefused(origin + " lists a file without a plain name or a sha256 (" + file
                        + "); create the snapshot again with 'josh snapshot create'");
            }
        }
        return manifest;
    }

    /** Whether {@code file} belongs to the database's Lucene indexes. */
    public static boolean lexical(SnapshotFile file) {
        return file.name().startsWith(LEXICAL_DIR + "/");
    }

    /** The entry for {@code name}, or null when the manifest does not list it. */
    public SnapshotFile file(String name) {
        return files.stream().filter(f -> f.name().equals(name)).findFirst().orElse(null);
    }
}
