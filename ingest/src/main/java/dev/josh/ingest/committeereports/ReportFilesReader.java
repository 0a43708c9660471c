package dev.josh.ingest.committeereports;

import dev.josh.ingest.core.SourceFileReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A reader of the committee-report folder (the reports themselves, the cost estimates they print):
 * it lists the folder's files when the step opens and notes in {@link ReportFiles} which report each holds.
 */
public abstract class ReportFilesReader<T> implements SourceFileReader<T> {

    private final Path corpus;
    protected final ReportFiles reportFiles;

    protected ReportFilesReader(Path corpus) {
        this.corpus = corpus;
        this.reportFiles = new ReportFiles(corpus);
    }

    /** The folder's files, each noted with the report it holds: the step's file list. */
    public List<Path> files() throws IOException {
        List<Path> files = CommitteeReportsJobConfiguration.files(corpus);
        reportFiles.index(files);
        return files;
    }
}
