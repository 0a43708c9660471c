package dev.josh.server.budget;

/**
 * The default size of an answer, in characters of its JSON: what a tool or route sends before it
 * cuts and hands out an {@code answer_cursor}. Every tool's budget keeps an answer near 3,000 tokens,
 * room for an 8,000-character body window with its record or a page of ten search results; REST callers
 * are programs and get more.
 */
public final class AnswerBudgets {

    public static final int TOOL = 12_000;
    public static final int REST = 64_000;

    private AnswerBudgets() {
    }
}
