// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Procedural faces for the synthetic demo: a cartoon face on a 256 x 256 canvas whose shape,
// hair and eyes come from the identity seed, skin tone from the race, hair length from the
// gender, and brows, eyes and mouth from the expression — drawn so each of the six expressions
// reads at thumbnail size. These are drawings, not photographs, and are labelled as synthetic.
#include "engine/demo/demo.h"

#include "engine/stats/random.h"

#include <cstdio>

namespace rl::demo {

namespace {

std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

struct Expression {
    double mouthCurve;   // + smile, - frown (control-point offset)
    double mouthWidth;
    double mouthOpen;    // 0 closed; >0 open oval height
    double browInner;    // vertical offset of the inner brow end (+ down)
    double browOuter;    // vertical offset of the outer brow end
    double eyeOpen;      // vertical eye scale
    bool teeth;
    bool noseWrinkle;
    bool tear;
    double sneer;        // asymmetric raise of the upper lip (disgust)
};

// happy, sad, angry, fearful, disgusted, neutral — the study's declared order.
const Expression kExpressions[6] = {
    {22, 46, 10, -3, -3, 0.65, true, false, false, 0},   // happy: broad open smile, squinted eyes
    {-14, 34, 0, -9, 5, 0.8, false, false, true, 0},     // sad: down-turned mouth, inner brows up
    {-6, 30, 0, 10, -6, 0.8, false, false, false, 0},    // angry: V brows, tight mouth
    {0, 26, 16, -12, -8, 1.45, false, false, false, 0},  // fearful: raised brows, wide eyes, open mouth
    {-8, 34, 0, 5, 0, 0.6, false, true, false, 7},       // disgusted: wrinkled nose, sneer
    {0, 34, 0, 0, 0, 1.0, false, false, false, 0},       // neutral
};

const char *kSkin[3] = {"#EBC39C", "#F5D6C6", "#8A5A3C"};      // Korean, Caucasian, Black
const char *kSkinShade[3] = {"#D9A97F", "#E6B9A4", "#6E4329"};
const char *kHairByRace[3][3] = {
    {"#1B1612", "#2B211B", "#3A2A20"},
    {"#6B4A2B", "#C8A165", "#8C3B1E"},
    {"#140F0C", "#231912", "#2E2118"},
};
const char *kIris[3][3] = {
    {"#3B2A1E", "#4A3526", "#2E2019"},
    {"#3F6E9E", "#5B7F3A", "#6B4A2B"},
    {"#2E2019", "#3B2A1E", "#4A3526"},
};

} // namespace

std::string drawFaceSvg(int race, int gender, int emotion, std::uint64_t identitySeed)
{
    stats::Rng rng(identitySeed);
    const double rx = 62 + 14 * rng.uniform();          // face half-width
    const double ry = 82 + 14 * rng.uniform();          // face half-height
    const double eyeDx = 26 + 8 * rng.uniform();
    const double eyeR = 7 + 3 * rng.uniform();
    const double noseLen = 14 + 10 * rng.uniform();
    const int hairTone = static_cast<int>(rng.below(3));
    const int hairStyle = static_cast<int>(rng.below(3));
    const int irisTone = static_cast<int>(rng.below(3));
    const double browThick = 3 + 2.5 * rng.uniform();
    const double jaw = gender == 1 ? 0.92 + 0.08 * rng.uniform() : 0.80 + 0.08 * rng.uniform();
    const Expression &e = kExpressions[emotion];
    const char *skin = kSkin[race];
    const char *shade = kSkinShade[race];
    const char *hair = kHairByRace[race][hairTone];

    const double cx = 128, cy = 136;
    const double eyeY = cy - ry * 0.18;
    std::string s;
    s.reserve(4096);
    s += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 256 256\" width=\"256\" height=\"256\">";
    s += "<title>synthetic demo face</title>";
    s += "<rect width=\"256\" height=\"256\" fill=\"#E4E8EE\"/>";
    // Long hair behind the head (female) or none.
    if (gender == 0)
        s += "<path d=\"M" + num(cx - rx - 10) + "," + num(cy - 20) + " Q" + num(cx - rx - 18) + "," + num(cy + ry + 40) + " "
            + num(cx - rx + 6) + "," + num(cy + ry + 30) + " L" + num(cx + rx - 6) + "," + num(cy + ry + 30) + " Q"
            + num(cx + rx + 18) + "," + num(cy + ry + 40) + " " + num(cx + rx + 10) + "," + num(cy - 20) + " Z\" fill=\"" + hair
            + "\"/>";
    // Neck and shoulders.
    s += "<rect x=\"" + num(cx - 22) + "\" y=\"" + num(cy + ry * 0.7) + "\" width=\"44\" height=\"60\" fill=\"" + shade + "\"/>";
    s += "<ellipse cx=\"" + num(cx) + "\" cy=\"" + num(cy + ry + 62) + "\" rx=\"100\" ry=\"44\" fill=\""
        + std::string(gender == 0 ? "#7A5C8E" : "#4C6A8A") + "\"/>";
    // Ears and head.
    s += "<ellipse cx=\"" + num(cx - rx) + "\" cy=\"" + num(eyeY + 8) + "\" rx=\"9\" ry=\"15\" fill=\"" + shade + "\"/>";
    s += "<ellipse cx=\"" + num(cx + rx) + "\" cy=\"" + num(eyeY + 8) + "\" rx=\"9\" ry=\"15\" fill=\"" + shade + "\"/>";
    s += "<path d=\"M" + num(cx - rx) + "," + num(cy - 10) + " C" + num(cx - rx) + "," + num(cy - ry - 12) + " " + num(cx + rx)
        + "," + num(cy - ry - 12) + " " + num(cx + rx) + "," + num(cy - 10) + " C" + num(cx + rx) + "," + num(cy + ry * 0.55)
        + " " + num(cx + rx * jaw * 0.55) + "," + num(cy + ry) + " " + num(cx) + "," + num(cy + ry) + " C"
        + num(cx - rx * jaw * 0.55) + "," + num(cy + ry) + " " + num(cx - rx) + "," + num(cy + ry * 0.55) + " " + num(cx - rx)
        + "," + num(cy - 10) + " Z\" fill=\"" + skin + "\"/>";
    // Hair on top: three styles.
    const double top = cy - ry + 4;
    if (hairStyle == 0)
        s += "<path d=\"M" + num(cx - rx - 2) + "," + num(cy - 22) + " Q" + num(cx - rx) + "," + num(top - 30) + " " + num(cx)
            + "," + num(top - 24) + " Q" + num(cx + rx) + "," + num(top - 30) + " " + num(cx + rx + 2) + "," + num(cy - 22)
            + " Q" + num(cx + rx * 0.4) + "," + num(top + 6) + " " + num(cx - rx + 4) + "," + num(cy - 30) + " Z\" fill=\"" + hair + "\"/>";
    else if (hairStyle == 1)
        s += "<path d=\"M" + num(cx - rx - 4) + "," + num(cy - 14) + " Q" + num(cx - rx - 6) + "," + num(top - 34) + " " + num(cx)
            + "," + num(top - 28) + " Q" + num(cx + rx + 6) + "," + num(top - 34) + " " + num(cx + rx + 4) + "," + num(cy - 14)
            + " L" + num(cx + rx - 8) + "," + num(cy - 34) + " Q" + num(cx) + "," + num(top + 14) + " " + num(cx - rx + 8)
            + "," + num(cy - 34) + " Z\" fill=\"" + hair + "\"/>";
    else
        s += "<path d=\"M" + num(cx - rx) + "," + num(cy - 26) + " Q" + num(cx - rx * 0.6) + "," + num(top - 26) + " " + num(cx + 10)
            + "," + num(top - 20) + " Q" + num(cx + rx + 4) + "," + num(top - 16) + " " + num(cx + rx) + "," + num(cy - 26)
            + " Q" + num(cx + 20) + "," + num(top + 2) + " " + num(cx - rx) + "," + num(cy - 26) + " Z\" fill=\"" + hair + "\"/>";
    // Eyes: white, iris, pupil, scaled vertically by the expression.
    for (int side : {-1, 1}) {
        const double ex = cx + side * eyeDx;
        const double ey = eyeR * 0.75 * e.eyeOpen;
        s += "<ellipse cx=\"" + num(ex) + "\" cy=\"" + num(eyeY) + "\" rx=\"" + num(eyeR * 1.5) + "\" ry=\"" + num(ey + 1)
            + "\" fill=\"#FFFFFF\" stroke=\"#3A2A20\" stroke-width=\"1.2\"/>";
        const double ir = std::min(eyeR * 0.8, ey + 0.5);
        s += "<circle cx=\"" + num(ex) + "\" cy=\"" + num(eyeY) + "\" r=\"" + num(ir) + "\" fill=\"" + kIris[race][irisTone] + "\"/>";
        s += "<circle cx=\"" + num(ex) + "\" cy=\"" + num(eyeY) + "\" r=\"" + num(ir * 0.45) + "\" fill=\"#111111\"/>";
        // Brows: inner end near the nose, outer end at the temple.
        const double by = eyeY - eyeR - 10;
        const double inner = ex - side * eyeR * 1.3;
        const double outer = ex + side * eyeR * 1.7;
        s += "<path d=\"M" + num(inner) + "," + num(by + e.browInner) + " L" + num(outer) + "," + num(by + e.browOuter)
            + "\" stroke=\"" + hair + "\" stroke-width=\"" + num(browThick) + "\" stroke-linecap=\"round\"/>";
    }
    if (e.tear)
        s += "<path d=\"M" + num(cx + eyeDx + 2) + "," + num(eyeY + eyeR) + " q4,10 0,14 q-4,-4 0,-14 Z\" fill=\"#7FB3E6\"/>";
    // Nose.
    s += "<path d=\"M" + num(cx - 2) + "," + num(eyeY + 4) + " L" + num(cx - 7) + "," + num(eyeY + 8 + noseLen) + " Q" + num(cx)
        + "," + num(eyeY + 12 + noseLen) + " " + num(cx + 7) + "," + num(eyeY + 8 + noseLen) + "\" fill=\"none\" stroke=\"" + shade
        + "\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>";
    if (e.noseWrinkle)
        for (int side : {-1, 1})
            s += "<path d=\"M" + num(cx + side * 6) + "," + num(eyeY + 2) + " l" + num(side * 8) + ",6 M" + num(cx + side * 7) + ","
                + num(eyeY + 8) + " l" + num(side * 8) + ",5\" stroke=\"" + shade + "\" stroke-width=\"2\"/>";
    // Mouth.
    const double my = eyeY + noseLen + 34;
    const double hw = e.mouthWidth / 2;
    if (e.mouthOpen > 0 && !e.teeth) {
        s += "<ellipse cx=\"" + num(cx) + "\" cy=\"" + num(my) + "\" rx=\"" + num(hw * 0.6) + "\" ry=\"" + num(e.mouthOpen / 2 + 4)
            + "\" fill=\"#5A1E1E\" stroke=\"#8E3B3B\" stroke-width=\"2\"/>";
    } else if (e.teeth) {
        s += "<path d=\"M" + num(cx - hw) + "," + num(my - 4) + " Q" + num(cx) + "," + num(my + e.mouthCurve) + " " + num(cx + hw) + ","
            + num(my - 4) + " Z\" fill=\"#FFFFFF\" stroke=\"#8E3B3B\" stroke-width=\"2.5\"/>";
    } else {
        const double left = my + (e.sneer > 0 ? -e.sneer * 0.3 : 0);
        const double right = my - e.sneer;
        s += "<path d=\"M" + num(cx - hw) + "," + num(left - e.mouthCurve * 0.3) + " Q" + num(cx) + "," + num(my + e.mouthCurve)
            + " " + num(cx + hw) + "," + num(right - e.mouthCurve * 0.3) + "\" fill=\"none\" stroke=\"#8E3B3B\" stroke-width=\"3.5\""
            + " stroke-linecap=\"round\"/>";
    }
    s += "</svg>";
    return s;
}

} // namespace rl::demo
