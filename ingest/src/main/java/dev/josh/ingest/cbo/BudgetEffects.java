package dev.josh.ingest.cbo;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The totals a cost estimate states in words. CBO opens every estimate with the same few sentence
 * forms ("CBO estimates that implementing H.R. 1425 would cost $14 million over the 2012–2016
 * period", "… would increase direct spending by $3 million and reduce revenues by $1 million over
 * the 2024-2034 period", "Enacting S. 1014 would not affect direct spending or revenues"); these
 * are read, first statement per measure, and nothing is inferred from the estimate's tables. An
 * estimate that states no total ("CBO has no basis to estimate …") has none.
 */
final class BudgetEffects {

    static final String DISCRETIONARY = "spending_subject_to_appropriation";

    private static final String AMOUNT = "(?<qual>about |approximately |roughly |nearly |almost |less than |more than "
            + "|under |over )?\\$(?<num>[0-9][0-9,]*(?:\\.[0-9]+)?)(?:\\s*(?<unit>million|billion|trillion|thousand))?";
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.;])\\s+(?=[A-Z(])");
    private static final Pattern CHANGE = Pattern.compile("(?<verb>increase|raise|decrease|reduce|lower|cut)\\s+"
            + "(?<measure>direct spending|revenues|(?:federal |budget |on-budget )?deficits?|spending subject to "
            + "appropriation)\\s+by\\s+" + AMOUNT, Pattern.CASE_INSENSITIVE);
    private static final Pattern COST = Pattern.compile("would cost\\s+(?:the federal government\\s+)?" + AMOUNT,
            Pattern.CASE_INSENSITIVE);
    private static final Pattern NOT_SIGNIFICANT = Pattern.compile(
            "(?:cost|costs) of implementing .{1,120}? would not be significant", Pattern.CASE_INSENSITIVE);
    private static final Pattern NO_EFFECT = Pattern.compile(
            "would not affect (?<first>direct spending|revenues)(?: or (?<second>direct spending|revenues))?",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern PERIOD = Pattern.compile(
            "over the (?<range>[0-9]{4}\\s*[-–]\\s*[0-9]{4}) period|in (?:fiscal year )?(?<year>[0-9]{4})\\b");
    private static final Map<String, Long> UNITS = Map.of("thousand", 1_000L, "million", 1_000_000L,
            "billion", 1_000_000_000L, "trillion", 1_000_000_000_000L);

    private BudgetEffects() {
    }

    /** The effects the text states, first statement per measure, in the order first stated. */
    static List<BudgetEffect> stated(String text) {
        Map<String, BudgetEffect> byMeasure = new LinkedHashMap<>();
        for (String sentence : SENTENCE_END.split(text.replaceAll("\\s+", " ").trim())) {
            for (BudgetEffect effect : effects(sentence)) {
                byMeasure.putIfAbsent(effect.measure(), effect);
            }
        }
        return List.copyOf(byMeasure.values());
    }

    private static List<BudgetEffect> effects(String sentence) {
        List<BudgetEffect> found = new ArrayList<>();
        String period = period(sentence);
        Matcher change = CHANGE.matcher(sentence);
        while (change.find()) {
            String verb = change.group("verb").toLowerCase(Locale.ROOT);
            boolean up = verb.equals("increase") || verb.equals("raise");
            found.add(new BudgetEffect(measure(change.group("measure")), up ? "increase" : "decrease", dollars(change),
                    qualifier(change), period, sentence));
        }
        Matcher cost = COST.matcher(sentence);
        if (cost.find()) {
            found.add(new BudgetEffect(DISCRETIONARY, "increase", dollars(cost), qualifier(cost), period, sentence));
        }
        if (NOT_SIGNIFICANT.matcher(sentence).find()) {
            found.add(new BudgetEffect(DISCRETIONARY, "increase", null, "not significant", period, sentence));
        }
        Matcher none = NO_EFFECT.matcher(sentence);
        if (none.find()) {
            for (String measure : new String[] {none.group("first"), none.group("second")}) {
                if (measure != null) {
                    found.add(new BudgetEffect(measure(measure), "none", 0L, null, period, sentence));
                }
            }
        }
        return found;
    }

    private static String measure(String phrase) {
        String p = phrase.toLowerCase(Locale.ROOT);
        if (p.startsWith("direct")) {
            return "direct_spending";
        }
        if (p.startsWith("revenue")) {
            return "revenues";
        }
        return p.startsWith("spending") ? DISCRETIONARY : "deficits";
    }

    private static Long dollars(Matcher m) {
        BigDecimal number = new BigDecimal(m.group("num").replace(",", ""));
        String unit = m.group("unit");
        return number.multiply(BigDecimal.valueOf(unit == null ? 1L : UNITS.get(unit.toLowerCase(Locale.ROOT))))
                .longValue();
    }

    private static String qualifier(Matcher m) {
        String q = m.group("qual");
        return q == null ? null : q.trim().toLowerCase(Locale.ROOT);
    }

    private static String period(String sentence) {
        Matcher m = PERIOD.matcher(sentence);
        if (!m.find()) {
            return null;
        }
        return m.group("range") != null ? m.group("range").replaceAll("\\s", "") : m.group("year");
    }
}
