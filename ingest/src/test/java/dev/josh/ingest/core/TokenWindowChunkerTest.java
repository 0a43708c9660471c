package dev.josh.ingest.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.embed.encoder.HuggingFaceTextTokenizer;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelFiles;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The default chunker with the default model's real tokenizer. */
class TokenWindowChunkerTest {

    private static HuggingFaceTextTokenizer tokenizer;
    private static int window;
    private static Chunker chunker;

    @BeforeAll
    static void loadTokenizer() {
        ModelFiles model = ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL);
        tokenizer = HuggingFaceTextTokenizer.load(model.tokenizerJson());
        window = model.spec().maxChunkTokens();
        chunker = new TokenWindowChunker(tokenizer, window, TokenWindowChunker.DEFAULT_OVERLAP_TOKENS);
    }

    @AfterAll
    static void closeTokenizer() {
        tokenizer.close();
    }

    @Test
    void windowIsTheModelInputLessSpecialTokens() {
        assertThat(window).isEqualTo(510);
    }

    @Test
    void shortRecordIsOneChunkUnderTheRecordsPathAndAnchor() {
        String body = "# § 1. Words denoting number\n\nIn determining the meaning of any Act of Congress, words "
                + "importing the singular include and apply to several persons.";
        List<TextChunk> chunks = chunker.chunk(new ChunkableText("usc:1:1", body,
                List.of("Title 1—GENERAL PROVISIONS", "§ 1. Words denoting number"), "s1", List.of()));
        assertThat(chunks).hasSize(1);
        TextChunk only = chunks.getFirst();
        assertThat(only.text()).isEqualTo(body);
        assertThat(only.charStart()).isZero();
        assertThat(only.charEnd()).isEqualTo(body.length());
        assertThat(only.tokenCount()).isEqualTo(tokenizer.count(body));
        assertThat(only.headingPath()).isEqualTo("Title 1—GENERAL PROVISIONS › § 1. Words denoting number");
        assertThat(only.anchor()).isEqualTo("s1");
        assertThat(only.chunkId()).isEqualTo(ChunkIds.of("usc:1:1", 0));
    }

    @Test
    void longRecordIsSplitIntoOverlappingWindowsOfExactSubstrings() {
        String body = longBody(60);
        List<TextChunk> chunks = chunker.chunk(new ChunkableText("usc:17:115", body, List.of("§ 115"), "s115", List.of()));
        assertThat(chunks).hasSizeGreaterThan(3);
        for (int i = 0; i < chunks.size(); i++) {
            TextChunk c = chunks.get(i);
            assertThat(c.ordinal()).isEqualTo(i);
            assertThat(c.text()).isEqualTo(body.substring(c.charStart(), c.charEnd()));
            assertThat(c.tokenCount()).isEqualTo(tokenizer.count(c.text())).isLessThanOrEqualTo(window);
        }
        assertThat(chunks.getFirst().charStart()).isZero();
        assertThat(chunks.getLast().charEnd()).isEqualTo(body.length());
        for (int i = 1; i < chunks.size(); i++) {
            TextChunk previous = chunks.get(i - 1);
            TextChunk next = chunks.get(i);
            assertThat(next.charStart()).isLessThan(previous.charEnd()).isGreaterThan(previous.charStart());
            int overlap = tokenizer.count(body.substring(next.charStart(), previous.charEnd()));
            assertThat(overlap).isBetween(TokenWindowChunker.DEFAULT_OVERLAP_TOKENS - 5,
                    TokenWindowChunker.DEFAULT_OVERLAP_TOKENS + 5);
        }
    }

    @Test
    void windowsEndAtParagraphBreaksWhenTheWindowHasOne() {
        String body = longBody(60);
        List<TextChunk> chunks = chunker.chunk(new ChunkableText("usc:17:115", body, List.of("§ 115"), "s115", List.of()));
        for (TextChunk c : chunks.subList(0, chunks.size() - 1)) {
            assertThat(body.substring(c.charEnd())).startsWith("\n\n");
            assertThat(c.tokenCount()).isGreaterThan(window / 2);
        }
    }

    @Test
    void textWithoutParagraphsIsCutBetweenWords() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 700; i++) {
            body.append("reasonable royalty determinations ");
        }
        String text = body.toString().strip();
        List<TextChunk> chunks = chunker.chunk(new ChunkableText("usc:17:801", text, List.of("§ 801"), "s801", List.of()));
        assertThat(chunks).hasSizeGreaterThan(1);
        for (TextChunk c : chunks) {
            assertThat(c.tokenCount()).isLessThanOrEqualTo(window);
            assertThat(c.charStart() == 0 || text.charAt(c.charStart() - 1) == ' ').isTrue();
            assertThat(c.charEnd() == text.length() || text.charAt(c.charEnd()) == ' ').isTrue();
        }
    }

    @Test
    void everyChunksCountIsWhatItsTextEncodesToWhateverLiesBetweenItsWords() {
        // The chunker counts a chunk cut at plain whitespace from its spans instead of encoding it again;
        // these gaps must not be trusted: a control character the normalizer drops (it joins the words beside
        // it), a no-break space; accents and CJK characters around them.
        assertThat(tokenizer.wordsEncodeAlone()).isTrue();
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 900; i++) {
            body.append(switch (i % 4) {
                case 0 -> "royalty\u0001rates ";
                case 1 -> "café\u00a0naïve\tdéjà ";
                case 2 -> "著作権 law\r\n";
                default -> "determinations, (a)(1)— ";
            });
            if (i == 450) {
                // Most of its gaps are a dropped control character: in the text "royalty" continues "foo"
                // (foo ##roy ##al ##ty), while a chunk that begins there encodes it as one word.
                body.append("foo\u0001royalty\u0001copyright ".repeat(400));
            }
        }
        String text = body.toString();
        List<TextChunk> chunks = chunker.chunk(new ChunkableText("usc:17:801", text, List.of("§ 801"), "s801", List.of()));
        assertThat(chunks).hasSizeGreaterThan(5);
        for (TextChunk c : chunks) {
            assertThat(c.tokenCount()).as("chunk %d", c.ordinal())
                    .isEqualTo(tokenizer.count(c.text())).isLessThanOrEqualTo(window);
        }
    }

    @Test
    void chunkIsFiledUnderTheLandmarkWhereItsNewTextBegins() {
        String intro = "# § 115. Scope\n\nIntroductory text of the section.";
        String subsectionA = "\n\n## (a) Availability\n\n" + paragraphs(25, "availability");
        String subsectionB = "\n\n## (b) Procedures\n\n" + paragraphs(25, "procedures");
        String body = intro + subsectionA + subsectionB;
        int a = intro.length() + 2;
        int b = intro.length() + subsectionA.length() + 2;
        List<Landmark> landmarks = List.of(new Landmark(a, List.of("(a) Availability"), "s115-a"),
                new Landmark(b, List.of("(b) Procedures"), "s115-b"));
        List<TextChunk> chunks = chunker.chunk(new ChunkableText("usc:17:115", body, List.of("§ 115. Scope"), "s115",
                landmarks));
        assertThat(chunks.getFirst().anchor()).isEqualTo("s115");
        assertThat(chunks.getFirst().headingPath()).isEqualTo("§ 115. Scope");
        int previousEnd = chunks.getFirst().charEnd();
        for (TextChunk c : chunks.subList(1, chunks.size())) {
            int newText = previousEnd;
            while (Character.isWhitespace(body.charAt(newText))) {
                newText++;
            }
            String expected = newText >= b ? "s115-b" : newText >= a ? "s115-a" : "s115";
            assertThat(c.anchor()).isEqualTo(expected);
            assertThat(c.headingPath()).isEqualTo(switch (expected) {
                case "s115-a" -> "§ 115. Scope › (a) Availability";
                case "s115-b" -> "§ 115. Scope › (b) Procedures";
                default -> "§ 115. Scope";
            });
            previousEnd = c.charEnd();
        }
        assertThat(chunks).extracting(TextChunk::anchor).contains("s115-a", "s115-b");
    }

    @Test
    void idsDependOnlyOnRecordAndOrdinal() {
        String body = longBody(30);
        List<TextChunk> first = chunker.chunk(new ChunkableText("usc:17:115", body, List.of(), "s115", List.of()));
        List<TextChunk> again = chunker.chunk(new ChunkableText("usc:17:115", body, List.of(), "s115", List.of()));
        List<TextChunk> other = chunker.chunk(new ChunkableText("usc:17:116", body, List.of(), "s116", List.of()));
        assertThat(again).isEqualTo(first);
        Set<Long> ids = new HashSet<>();
        for (TextChunk c : first) {
            assertThat(c.chunkId()).isPositive().isEqualTo(ChunkIds.of("usc:17:115", c.ordinal()));
            ids.add(c.chunkId());
        }
        for (TextChunk c : other) {
            ids.add(c.chunkId());
        }
        assertThat(ids).hasSize(first.size() + other.size());
    }

    @Test
    void recordsAreChunkedOneAtATimeSoNoChunkSpansTwo() {
        String one = longBody(12);
        String two = "# § 116. Negotiated licenses\n\n" + paragraphs(12, "jukebox");
        List<TextChunk> chunksOfTwo = chunker.chunk(new ChunkableText("usc:17:116", two, List.of(), "s116", List.of()));
        List<TextChunk> chunksOfOne = chunker.chunk(new ChunkableText("usc:17:115", one, List.of(), "s115", List.of()));
        for (TextChunk c : chunksOfOne) {
            assertThat(c.text()).isEqualTo(one.substring(c.charStart(), c.charEnd())).doesNotContain("jukebox");
        }
        for (TextChunk c : chunksOfTwo) {
            assertThat(c.text()).isEqualTo(two.substring(c.charStart(), c.charEnd())).doesNotContain("phonorecord");
        }
    }

    /** A section heading and {@code n} paragraphs of about 60 tokens each. */
    private static String longBody(int n) {
        return "# § 115. Compulsory license for making and distributing phonorecords\n\n" + paragraphs(n, "phonorecord");
    }

    private static String paragraphs(int n, String word) {
        List<String> paragraphs = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            paragraphs.add("**(" + i + ")** A person may obtain a compulsory license to make and distribute the "
                    + word + " number " + i + " only if the primary purpose in making it is to distribute it to the "
                    + "public for private use, including by means of digital delivery, and the owner has authorized it.");
        }
        return String.join("\n\n", paragraphs);
    }
}
