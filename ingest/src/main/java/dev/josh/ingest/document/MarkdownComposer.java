package dev.josh.ingest.document;

import dev.josh.ingest.core.Landmark;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Writes blocks as Markdown under a {@code # title} and places a landmark at each heading, with
 * the path of headings it sits under and an anchor slugged from its text ({@code purpose-and-summary},
 * {@code -2}, {@code -3} … for repeats), so chunks are filed under the section they start in.
 */
public final class MarkdownComposer {

    private MarkdownComposer() {
    }

    public static ComposedMarkdown compose(String title, List<Block> blocks) {
        StringBuilder out = new StringBuilder("# ").append(oneLine(title));
        List<Landmark> landmarks = new ArrayList<>();
        Set<String> anchors = new HashSet<>();
        String[] open = new String[7];
        int headings = 0;
        for (Block block : blocks) {
            String text = block.text().strip();
            if (text.isEmpty()) {
                continue;
            }
            out.append("\n\n");
            int offset = out.length();
            if (block instanceof Block.Heading heading) {
                String line = oneLine(text);
                out.append("#".repeat(heading.level())).append(' ').append(line);
                open[heading.level()] = line;
                for (int deeper = heading.level() + 1; deeper < open.length; deeper++) {
                    open[deeper] = null;
                }
                List<String> path = new ArrayList<>();
                for (int level = 2; level <= heading.level(); level++) {
                    if (open[level] != null) {
                        path.add(open[level]);
                    }
                }
                landmarks.add(new Landmark(offset, path, uniqueAnchor(line, anchors)));
                headings++;
            } else {
                out.append(text);
            }
        }
        return new ComposedMarkdown(out.toString(), landmarks, headings);
    }

    /** {@code Purpose and Summary} as {@code purpose-and-summary}: ASCII letters and digits joined by hyphens. */
    public static String slug(String text) {
        String ascii = Normalizer.normalize(text, Normalizer.Form.NFKD).replaceAll("\\p{M}+", "");
        String slug = ascii.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (slug.length() > 60) {
            slug = slug.substring(0, 60).replaceAll("-[^-]*$", "");
        }
        return slug.isEmpty() ? "section" : slug;
    }

    private static String uniqueAnchor(String heading, Set<String> taken) {
        String base = slug(heading);
        String anchor = base;
        for (int n = 2; !taken.add(anchor); n++) {
            anchor = base + "-" + n;
        }
        return anchor;
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
