package dev.josh.ingest.gao;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The GAO PDFs of a corpus: {@code gao-reports/gao-06-282.pdf} is GAO-06-282, {@code gao-08-587t.pdf} is GAO-08-587T. */
public final class GaoFiles {

    public static final String DIRECTORY = "gao-reports";
    private static final Pattern NAME = Pattern.compile("(?i)(gao-[0-9]{2}-[0-9]{1,6}[a-z]{0,3})\\.pdf");

    private GaoFiles() {
    }

    public static List<Path> find(Path corpus) throws IOException {
        return CorpusFiles.list(corpus.resolve(DIRECTORY), name -> name.endsWith(".pdf"));
    }

    /** The report number a file name gives, upper case ({@code GAO-08-587T}). */
    public static Optional<String> number(String fileName) {
        Matcher m = NAME.matcher(fileName);
        return m.matches() ? Optional.of(m.group(1).toUpperCase(Locale.ROOT)) : Optional.empty();
    }
}
