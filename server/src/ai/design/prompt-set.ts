/**
 * The fixed prompts the engine is judged on (unit tests and the contact sheet `docs/ai-design-sheet.png`), with the
 * nouns each must draw and the numbers it must keep.
 */
export interface PromptCase {
  prompt: string;
  nouns: string[];
  numbers?: string[];
}

export const PROMPT_SET: PromptCase[] = [
  { prompt: 'octopus playing electric guitar', nouns: ['octopus', 'guitar'] },
  { prompt: 'minimalist cat line art', nouns: ['cat'] },
  { prompt: 'Happy birthday Emma, 30', nouns: ['birthday'], numbers: ['30'] },
  { prompt: 'Wild fox exploring the mountains', nouns: ['fox', 'mountains'] },
  { prompt: 'Coffee fuels my rocket', nouns: ['coffee', 'rocket'] },
  { prompt: 'astronaut riding a horse on the moon', nouns: ['astronaut', 'horse', 'moon'] },
  { prompt: 'dragon and knight', nouns: ['dragon', 'knight'] },
  { prompt: 'pizza slice with sunglasses', nouns: ['pizza', 'sunglasses'] },
  { prompt: 'skull with roses', nouns: ['skull', 'roses'] },
  { prompt: 'bear drinking beer', nouns: ['bear', 'beer'] },
  { prompt: 'cute panda eating bamboo', nouns: ['panda', 'bamboo'] },
  { prompt: 'surfing shark at sunset', nouns: ['shark', 'sunset'] },
  { prompt: 'viking ship in a storm', nouns: ['viking', 'ship', 'storm'] },
  { prompt: 'owl reading a book', nouns: ['owl', 'book'] },
  { prompt: 'dinosaur on a skateboard', nouns: ['dinosaur', 'skateboard'] },
  { prompt: 'whale and lighthouse', nouns: ['whale', 'lighthouse'] },
  { prompt: 'Team Tigers 2024 basketball', nouns: ['tigers', 'basketball'], numbers: ['2024'] },
  { prompt: 'mushroom forest with frog', nouns: ['mushroom', 'frog'] },
  { prompt: 'cactus with a cowboy hat', nouns: ['cactus', 'hat'] },
  { prompt: 'Est 1987 bike shop', nouns: ['bike'], numbers: ['1987'] },
  { prompt: 'dog and cat best friends', nouns: ['dog', 'cat'] },
  { prompt: 'samurai with katana', nouns: ['samurai', 'katana'] },
  { prompt: 'Bee kind honey', nouns: ['bee', 'honey'] },
  { prompt: 'unicorn on a rainbow, class of 2025, 12 years', nouns: ['unicorn', 'rainbow'], numbers: ['2025', '12'] },
];
