package dev.josh.ingest;

import dev.josh.ingest.committees.CommitteesJobConfiguration;
import dev.josh.ingest.legislators.LegislatorsJobConfiguration;
import dev.josh.ingest.uscode.UsCodeFiles;
import dev.josh.ingest.uscode.UsCodeJobConfiguration;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The sources {@code ingest} knows, in the order {@code all} runs them; each is one Spring Batch job of that name. */
enum Source {
    US_CODE(UsCodeJobConfiguration.SOURCE, UsCodeFiles.DIRECTORY + "/usc*.xml"),
    LEGISLATORS(LegislatorsJobConfiguration.SOURCE, LegislatorsJobConfiguration.FILE),
    COMMITTEES(CommitteesJobConfiguration.SOURCE,
            CommitteesJobConfiguration.COMMITTEES_FILE + " and " + CommitteesJobConfiguration.MEMBERSHIP_FILE);

    private final String jobName;
    private final String expectedInput;

    Source(String jobName, String expectedInput) {
        this.jobName = jobName;
        this.expectedInput = expectedInput;
    }

    String jobName() {
        return jobName;
    }

    /** What the corpus must hold for this source, for error messages. */
    String expectedInput() {
        return expectedInput;
    }

    /** The input files this source would read from {@code corpus}. */
    List<Path> inputs(Path corpus, Set<String> titles) throws IOException {
        return switch (this) {
            case US_CODE -> UsCodeFiles.find(corpus, titles);
            case LEGISLATORS -> LegislatorsJobConfiguration.files(corpus);
            case COMMITTEES -> CommitteesJobConfiguration.files(corpus);
        };
    }

    /**
     * The sources named on the command line, in the order given, {@code all} standing for every source.
     *
     * @throws IllegalArgumentException naming the sources there are
     */
    static List<Source> parse(List<String> names) {
        Set<Source> selected = new LinkedHashSet<>();
        for (String name : names) {
            String n = name.toLowerCase(Locale.ROOT);
            if (n.equals("all")) {
                selected.addAll(List.of(values()));
                continue;
            }
            Source match = null;
            for (Source s : values()) {
                if (s.jobName.equals(n)) {
                    match = s;
                }
            }
            if (match == null) {
                throw new IllegalArgumentException("unknown source '" + name + "'; use one or more of " + names()
                        + ", or all");
            }
            selected.add(match);
        }
        return new ArrayList<>(selected);
    }

    static List<String> names() {
        return Arrays.stream(values()).map(Source::jobName).toList();
    }
}
