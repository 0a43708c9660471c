package dev.josh.ingest.cfr;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The levels of the CFR hierarchy open above the reader (title, chapter, subchapter, part,
 * subpart, subject group), each with the depth of its element and its heading once read.
 */
final class CfrLevel {

    /** What a level is, in either vocabulary. */
    enum Type { TITLE, SUBTITLE, CHAPTER, SUBCHAPTER, PART, SUBPART, SUBJECT_GROUP }

    final int depth;
    final Type type;
    /** The level's designation ({@code I}, {@code 447}, {@code A}); USLM gives it after the start tag. */
    String number;
    String label = "";
    /** The level's authority note as printed ({@code 31 U.S.C. 503; 31 U.S.C. 1111; …}), or null. */
    String authority;

    CfrLevel(int depth, Type type, String number) {
        this.depth = depth;
        this.type = type;
        this.number = number;
    }

    /** The open levels, innermost on top. */
    static final class Stack {
        private final Deque<CfrLevel> levels = new ArrayDeque<>();

        void push(CfrLevel level) {
            levels.push(level);
        }

        /** Closes the level opened at {@code depth}, if one was. */
        void close(int depth) {
            if (!levels.isEmpty() && levels.peek().depth == depth) {
                levels.pop();
            }
        }

        /** The innermost level, when its element is the parent of an element at {@code depth}. */
        CfrLevel parentOf(int depth) {
            CfrLevel top = levels.peek();
            return top != null && top.depth == depth - 1 ? top : null;
        }

        /** The number of the innermost open level of this type, or null. */
        String number(Type type) {
            for (CfrLevel level : levels) {
                if (level.type == type) {
                    return level.number;
                }
            }
            return null;
        }

        /** The authority note of the innermost open level that has one (a subpart's, else its part's), or null. */
        String authority() {
            for (CfrLevel level : levels) {
                if (level.authority != null) {
                    return level.authority;
                }
            }
            return null;
        }

        /** The labels of the open levels, outermost first, blank ones left out. */
        List<String> labels() {
            List<String> labels = new ArrayList<>();
            levels.descendingIterator().forEachRemaining(l -> {
                if (!l.label.isBlank()) {
                    labels.add(l.label);
                }
            });
            return labels;
        }
    }
}
