package dev.josh.server.search.semantic;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * When the semantic leg splits a source's binary codes into cells ({@link CodeCells}) and how many
 * of them a query scans ({@code josh.search.cells.*}).
 *
 * @param minVectors a source with this many vectors or more gets cells, built in the background after
 *                   its vectors are loaded (the scan serves it meanwhile, and {@code /readyz} waits); a
 *                   smaller one is scanned whole. Off by default (the int maximum): on the bench's
 *                   databases 64 probes kept the whole scan's top ten, but on real embeddings, whose
 *                   passages are not copies of one another, cells read about 40 % of the rows to keep
 *                   0.97 of it (docs/benchmarks.md, "Cells placed by k-means"); 100000 turns them on
 * @param probes     how many cells' worth of rows a query scans, nearest cells first: with about √n
 *                   cells, the share of rows read is probes / √n (at 1M and 5M bench chunks 64 probes
 *                   reached the whole scan's top ten on every bench query and 32 missed some:
 *                   docs/benchmarks.md, "Cells over the binary codes" and "Cells placed by k-means")
 */
@ConfigurationProperties("josh.search.cells")
public record CellSettings(@DefaultValue("2147483647") int minVectors, @DefaultValue("64") int probes) {

    /** No cells: every source scanned whole (the evaluation's and tools' indexes). */
    public static final CellSettings OFF = new CellSettings(Integer.MAX_VALUE, 64);

    public CellSettings {
        if (minVectors < 1) {
            throw new IllegalArgumentException("josh.search.cells.min-vectors must be at least 1, got " + minVectors);
        }
        if (probes < 1) {
            throw new IllegalArgumentException("josh.search.cells.probes must be at least 1, got " + probes);
        }
    }
}
