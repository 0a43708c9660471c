package dev.josh.ingest.bills;

import dev.josh.ingest.core.CorpusFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/** The corpus files the {@code bills} source reads: BILLSTATUS files, then files of bill text. */
public final class BillsFiles {

    public static final String STATUS_DIRECTORY = "billstatus";
    public static final List<String> TEXT_DIRECTORIES = List.of("bills-uslm", "bills-gpo-dtd", "bills-xhtml");
    /** For messages: what the corpus must hold. */
    public static final String EXPECTED = "billstatus/**/BILLSTATUS-*.xml (and bill text under bills-uslm/, "
            + "bills-gpo-dtd/, bills-xhtml/)";

    private BillsFiles() {
    }

    /** {@code BILLSTATUS-*.xml} (GPO's {@code DEV-BILLSTATUS-*.xml} samples too) under {@code billstatus/}, sorted by path. */
    public static List<Path> statusFiles(Path corpus) throws IOException {
        return find(corpus.resolve(STATUS_DIRECTORY), name -> name.contains("billstatus-") && name.endsWith(".xml"));
    }

    /** Every file the job reads: the BILLSTATUS files, then the bill text. */
    public static List<Path> all(Path corpus) throws IOException {
        List<Path> files = new ArrayList<>(statusFiles(corpus));
        files.addAll(textFiles(corpus));
        return files;
    }

    /** XML and HTML bill text under the text directories, sorted by path. */
    public static List<Path> textFiles(Path corpus) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String dir : TEXT_DIRECTORIES) {
            files.addAll(find(corpus.resolve(dir),
                    name -> name.endsWith(".xml") || name.endsWith(".html") || name.endsWith(".htm")));
        }
        return files;
    }

    private static List<Path> find(Path dir, Predicate<String> lowerCaseName) throws IOException {
        return CorpusFiles.walk(dir, name -> lowerCaseName.test(name.toLowerCase(Locale.ROOT)));
    }
}
