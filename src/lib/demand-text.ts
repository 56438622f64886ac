// Client-safe and zod-free: the first screens (/opening, /ranking) show these texts (docs/performance.md, "No zod").

/** The figures of one opening as one line, the same for the eye and for a screen reader. */
export type DemandFigures = { applicantCount: number; firstChoiceCount: number; places: number; applicantsPerPlace: number };

const count = (value: number) => value.toLocaleString('th-TH');

export function demandText(figures: DemandFigures): string {
  return `ผู้สมัคร ${count(figures.applicantCount)} คน · อันดับ 1: ${count(figures.firstChoiceCount)} คน · ${count(figures.places)} ที่ · ${figures.applicantsPerPlace.toFixed(1)} คนต่อที่`;
}

/** Why seeing demand cannot hurt a student (docs/demand.md), shown beside the figures on the ranking board. */
export const DEMAND_STRATEGY_TEXT =
  'ตัวเลขนี้บอกเพียงว่าตำแหน่งใดมีผู้สนใจมากน้อยเพียงใด ระบบจับคู่แบบที่นิสิตเป็นฝ่ายยื่น (deferred acceptance) ทำให้การเรียงตามที่คุณอยากไปจริงเป็นทางเลือกที่ดีที่สุดเสมอ ไม่ว่าคนอื่นจะเรียงอย่างไร การย้ายตำแหน่งที่อยากไปลงเพราะมีคนสนใจมากไม่ช่วยให้ได้ผลดีขึ้น';
