package dev.josh.ingest.committeereports;

import dev.josh.ingest.core.MalformedSourceException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which report each file of the committee-report folder holds: a USLM file by its
 * {@code <citableAs>}, a PDF by its GPO name ({@code CRPT-108hrpt150.pdf}). A report held in USLM is
 * read from the USLM file and its PDF is only named beside it; every reader of the folder (the
 * reports themselves, the cost estimates they print) keeps to that rule through this index.
 */
public final class ReportFiles {

    private final Path corpus;
    private final Map<ReportNumber, List<String>> filesByReport = new HashMap<>();
    private final Map<ReportNumber, String> uslmByReport = new HashMap<>();

    public ReportFiles(Path corpus) {
        this.corpus = corpus;
    }

    /** Notes which report each file holds; called with the file list when a step opens. */
    public void index(List<Path> files) {
        filesByReport.clear();
        uslmByReport.clear();
        for (Path file : files) {
            String relative = corpus.relativize(file).toString().replace('\\', '/');
            Optional<ReportNumber> number = Optional.empty();
            if (relative.endsWith(".xml")) {
                try {
                    number = UslmReports.head(UslmReports.parse(file)).number();
                    number.ifPresent(n -> uslmByReport.put(n, relative));
                } catch (IOException | MalformedSourceException e) {
                    // reported when the file itself is read
                }
            } else {
                number = ReportNumber.fromGpoName(file.getFileName().toString());
            }
            number.ifPresent(n -> filesByReport.computeIfAbsent(n, k -> new ArrayList<>()).add(relative));
        }
    }

    /** Whether a USLM file of the folder holds this report (its PDF then gives nothing of its own). */
    public boolean inUslm(ReportNumber number) {
        return uslmByReport.containsKey(number);
    }

    /** The other files holding the same report as {@code file} (a USLM report's PDF). */
    public List<String> othersThan(ReportNumber number, String file) {
        return filesByReport.getOrDefault(number, List.of()).stream().filter(f -> !f.equals(file)).toList();
    }
}
