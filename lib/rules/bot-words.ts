/** Words bots write on cards: short, cheerful, family-friendly, easy to shout. */
export const BOT_WORDS: readonly string[] = [
  "Apple", "Badger", "Banana", "Beach", "Biscuit", "Blossom", "Boat", "Bubble", "Bucket", "Bunny",
  "Butter", "Cactus", "Candle", "Carrot", "Castle", "Cherry", "Cloud", "Clover", "Cocoa", "Comet",
  "Cookie", "Crayon", "Cricket", "Daisy", "Dolphin", "Dragon", "Drum", "Duck", "Elephant", "Feather",
  "Fern", "Fiddle", "Firefly", "Flute", "Fox", "Frog", "Garden", "Giraffe", "Ginger", "Goose",
  "Grape", "Hammock", "Hedgehog", "Honey", "Igloo", "Jelly", "Kettle", "Kite", "Koala", "Ladder",
  "Lemon", "Lighthouse", "Llama", "Maple", "Marble", "Meadow", "Mitten", "Moon", "Muffin", "Noodle",
  "Nutmeg", "Ocean", "Octopus", "Otter", "Owl", "Pancake", "Panda", "Parrot", "Peach", "Pebble",
  "Penguin", "Pepper", "Pickle", "Pillow", "Pirate", "Planet", "Pony", "Popcorn", "Puddle", "Puffin",
  "Pumpkin", "Puzzle", "Rabbit", "Rainbow", "Robin", "Rocket", "Sailor", "Sandcastle", "Scarf", "Seashell",
  "Snowman", "Sock", "Sparrow", "Squirrel", "Star", "Strawberry", "Sunflower", "Teapot", "Tiger", "Toast",
  "Toffee", "Tortoise", "Tractor", "Treasure", "Trumpet", "Tulip", "Turnip", "Umbrella", "Unicorn", "Violin",
  "Waffle", "Walrus", "Whistle", "Willow", "Wombat", "Yo-yo", "Zebra",
];
