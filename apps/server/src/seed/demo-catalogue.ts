import type { ProductInput } from '@store/core'
import { demoPhoto } from './demo-photos.ts'

/** The demo food store's menu: its categories and products (DEMO_CATEGORIES, DEMO_PRODUCTS), several with options and add-ons. Prices in cents. */
export const DEMO_CATEGORIES = [
  { name: 'Pizzas', slug: 'pizzas', color: '#e4572e', hue: 12 },
  { name: 'Burgers', slug: 'burgers', color: '#f3a712', hue: 38 },
  { name: 'Pasta', slug: 'pasta', color: '#a8c686', hue: 90 },
  { name: 'Salads', slug: 'salads', color: '#4caf50', hue: 120 },
  { name: 'Wraps', slug: 'wraps', color: '#29b6f6', hue: 200 },
  { name: 'Sides', slug: 'sides', color: '#8d6e63', hue: 20 },
  { name: 'Desserts', slug: 'desserts', color: '#ec407a', hue: 330 },
  { name: 'Drinks', slug: 'drinks', color: '#5c6bc0', hue: 230 },
  { name: 'Coffee', slug: 'coffee', color: '#795548', hue: 25 },
]

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

type Extra = Partial<ProductInput>
function item(category: string, name: string, price: number, description: string, extra: Extra = {}): ProductInput {
  const hue = DEMO_CATEGORIES.find((c) => c.slug === category)?.hue ?? 0
  const slug = slugify(name)
  return {
    name,
    slug,
    description,
    selling_price: price,
    images: [demoPhoto(`product:${slug}`, name, hue, 800, 600)],
    category_slugs: [category],
    ...extra,
  }
}

/** Pizza: size × crust combinations, toppings priced per size (variant prices), an add-on that needs the classic crust. */
function pizza(name: string, small: number, description: string, extra: Extra = {}): ProductInput {
  const sizes = [
    ['Small', 0],
    ['Medium', 400],
    ['Large', 800],
  ] as const
  const crusts = [
    ['Classic', 0],
    ['Thin', 100],
  ] as const
  return item('pizzas', name, small, description, {
    attributes: [
      { name: 'Size', values: sizes.map(([value]) => ({ value })) },
      { name: 'Crust', values: crusts.map(([value]) => ({ value })) },
    ],
    combinations: sizes.flatMap(([size, sizeUp]) =>
      crusts.map(([crust, crustUp]) => ({ values: [size, crust], price: small + sizeUp + crustUp })),
    ),
    multi_selectable_attributes: [
      {
        name: 'Extra toppings',
        min_select: 0,
        max_select: 4,
        values: ['Mushrooms', 'Olives', 'Jalapeños', 'Red onion', 'Extra mozzarella'].map((value) => ({
          value,
          price: 150,
          variant_prices: sizes.flatMap(([size], i) => crusts.map(([crust]) => ({ variant: [size, crust], price: 150 + i * 50 }))),
        })),
      },
      {
        name: 'Crust upgrade',
        min_select: 0,
        max_select: 1,
        values: [
          { value: 'Cheese-stuffed edge', price: 250, dependencies: ['Classic'] },
          { value: 'Garlic butter glaze', price: 100 },
        ],
      },
    ],
    ...extra,
  })
}

/** Burger: a patty choice, one required side, and up to three extras. */
function burger(name: string, price: number, description: string, extra: Extra = {}): ProductInput {
  return item('burgers', name, price, description, {
    attributes: [{ name: 'Patty', values: [{ value: 'Beef' }, { value: 'Chicken' }, { value: 'Plant-based' }] }],
    combinations: [
      { values: ['Beef'], price },
      { values: ['Chicken'], price: price - 50 },
      { values: ['Plant-based'], price: price + 100 },
    ],
    multi_selectable_attributes: [
      {
        name: 'Choose a side',
        min_select: 1,
        max_select: 1,
        values: [
          { value: 'Fries', price: null },
          { value: 'Side salad', price: null },
          { value: 'Onion rings', price: 100 },
        ],
      },
      {
        name: 'Extras',
        min_select: 0,
        max_select: 3,
        values: [
          { value: 'Bacon', price: 150, dependencies: ['Beef', 'Chicken'] },
          { value: 'Cheddar', price: 100 },
          { value: 'Avocado', price: 150 },
          { value: 'Fried egg', price: 100 },
        ],
      },
    ],
    ...extra,
  })
}

function coffee(name: string, price: number, description: string): ProductInput {
  return item('coffee', name, price, description, {
    attributes: [
      {
        name: 'Size',
        values: [
          { value: 'Regular', ref: 'Coffee regular' },
          { value: 'Large', ref: 'Coffee large' },
        ],
      },
    ],
    combinations: [
      { values: ['Coffee regular'], price },
      { values: ['Coffee large'], price: price + 80 },
    ],
    multi_selectable_attributes: [
      {
        name: 'Milk',
        min_select: 0,
        max_select: 1,
        values: [
          { value: 'Oat milk', price: 60 },
          { value: 'Almond milk', price: 60 },
          { value: 'Lactose-free', price: null },
        ],
      },
      {
        name: 'Extras',
        min_select: 0,
        max_select: null,
        values: [
          { value: 'Extra shot', price: 90 },
          { value: 'Vanilla syrup', price: 50 },
          { value: 'Caramel syrup', price: 50 },
        ],
      },
    ],
  })
}

export const DEMO_PRODUCTS: ProductInput[] = [
  pizza('Margherita Pizza', 999, 'San Marzano tomato, fior di latte mozzarella and fresh basil on a wood-fired base.', {
    original_price: 1199,
  }),
  pizza('Pepperoni Pizza', 1199, 'Crispy-edged pepperoni over tomato and mozzarella.'),
  pizza('Four Cheese Pizza', 1249, 'Mozzarella, gorgonzola, parmesan and fontina with a drizzle of honey.'),
  pizza('Veggie Supreme Pizza', 1149, 'Peppers, mushrooms, red onion, olives and sweetcorn.'),
  pizza('BBQ Chicken Pizza', 1299, 'Smoky barbecue sauce, roast chicken and red onion.'),
  item('pizzas', 'Garlic Pizza Bread', 599, 'Wood-fired flatbread with garlic butter and herbs.'),
  burger('Classic Cheeseburger', 899, 'Aged cheddar, pickles, onions and house sauce on a brioche bun.'),
  burger('Smoky BBQ Burger', 1049, 'Smoked cheddar, crispy onions and barbecue glaze.'),
  burger('Spicy Jalapeño Burger', 999, 'Pepper jack, jalapeños and chipotle mayo.'),
  burger('Mushroom Swiss Burger', 1029, 'Sautéed mushrooms and melted Swiss cheese.'),
  item('burgers', 'Kids Mini Burger', 599, 'A smaller burger with cheese and ketchup.'),
  item('pasta', 'Spaghetti Carbonara', 1199, 'Guanciale, egg yolk, pecorino and black pepper.'),
  item('pasta', 'Penne Arrabbiata', 999, 'Tomato, garlic and chilli with parsley.'),
  item('pasta', 'Fettuccine Alfredo', 1149, 'Butter, parmesan and cream.', { original_price: 1299 }),
  item('pasta', 'Lasagne al Forno', 1299, 'Slow-cooked beef ragù layered with béchamel.'),
  item('pasta', 'Pesto Gnocchi', 1099, 'Potato gnocchi tossed in basil pesto with pine nuts.'),
  item('salads', 'Caesar Salad', 849, 'Romaine, parmesan, croutons and Caesar dressing.', {
    multi_selectable_attributes: [
      {
        name: 'Add protein',
        min_select: 0,
        max_select: 1,
        values: [
          { value: 'Grilled chicken', price: 300 },
          { value: 'Prawns', price: 450 },
          { value: 'Tofu', price: 250 },
        ],
      },
    ],
  }),
  item('salads', 'Greek Salad', 799, 'Tomato, cucumber, olives, red onion and feta.'),
  item('salads', 'Quinoa Power Bowl', 1049, 'Quinoa, roast squash, kale, chickpeas and tahini.'),
  item('salads', 'Caprese Salad', 899, 'Buffalo mozzarella, heirloom tomatoes and basil.'),
  item('wraps', 'Chicken Caesar Wrap', 849, 'Grilled chicken, romaine and Caesar dressing in a flour tortilla.'),
  item('wraps', 'Falafel Wrap', 799, 'Falafel, hummus, pickled turnip and salad.'),
  item('wraps', 'Spicy Beef Wrap', 899, 'Chilli beef, peppers, sour cream and salsa.'),
  item('wraps', 'Halloumi Wrap', 849, 'Grilled halloumi, roast peppers and mint yoghurt.'),
  item('sides', 'French Fries', 399, 'Skin-on fries with sea salt.', {
    attributes: [
      {
        name: 'Portion',
        values: [
          { value: 'Regular', ref: 'Fries regular' },
          { value: 'Large', ref: 'Fries large' },
        ],
      },
    ],
    combinations: [
      { values: ['Fries regular'], price: 399 },
      { values: ['Fries large'], price: 549 },
    ],
    multi_selectable_attributes: [
      {
        name: 'Dips',
        min_select: 0,
        max_select: 2,
        values: [
          { value: 'Ketchup', price: null },
          { value: 'Garlic mayo', price: 75 },
          { value: 'Chipotle', price: 75 },
        ],
      },
    ],
  }),
  item('sides', 'Sweet Potato Fries', 499, 'Crispy sweet potato fries with smoked paprika.'),
  item('sides', 'Onion Rings', 449, 'Beer-battered onion rings.'),
  item('sides', 'Chicken Wings', 899, 'Six wings tossed in buffalo or honey-garlic sauce.', {
    attributes: [{ name: 'Sauce', values: [{ value: 'Buffalo' }, { value: 'Honey garlic' }] }],
    combinations: [
      { values: ['Buffalo'], price: 899 },
      { values: ['Honey garlic'], price: 899 },
    ],
  }),
  item('sides', 'Mozzarella Sticks', 599, 'Golden mozzarella sticks with marinara.'),
  item('desserts', 'Tiramisu', 649, 'Espresso-soaked ladyfingers and mascarpone.'),
  item('desserts', 'Chocolate Lava Cake', 699, 'Warm chocolate cake with a molten centre.', { original_price: 799 }),
  item('desserts', 'New York Cheesecake', 649, 'Baked vanilla cheesecake with berry compote.'),
  item('desserts', 'Gelato Trio', 599, 'Three scoops: pistachio, chocolate and vanilla.'),
  item('desserts', 'Cannoli', 499, 'Crisp shells filled with sweet ricotta and chocolate chips.'),
  item('drinks', 'Fresh Lemonade', 349, 'Squeezed lemons, mint and a little cane sugar.'),
  item('drinks', 'Iced Tea', 299, 'Black tea brewed cold with peach.'),
  item('drinks', 'Sparkling Water', 199, 'Italian sparkling mineral water.'),
  item('drinks', 'Cola', 249, 'Ice-cold cola.', {
    attributes: [{ name: 'Size', values: [{ value: '330 ml' }, { value: '500 ml' }] }],
    combinations: [
      { values: ['330 ml'], price: 249 },
      { values: ['500 ml'], price: 349 },
    ],
  }),
  item('drinks', 'Mango Smoothie', 549, 'Mango, banana and yoghurt.'),
  coffee('Cappuccino', 399, 'Double espresso with steamed milk and foam.'),
  coffee('Flat White', 419, 'Ristretto with silky microfoam.'),
  coffee('Caffè Latte', 429, 'Espresso with plenty of steamed milk.'),
  item('coffee', 'Espresso', 249, 'A short, intense shot.'),
  item('coffee', 'Hot Chocolate', 399, 'Rich cocoa with whipped cream.'),
]

/** Riverside sells some things at a different price and a few not at all. */
export const RIVERSIDE_DIFFERENCES: Record<string, { selling_price?: number; is_available?: boolean }> = {
  'margherita-pizza': { selling_price: 949 },
  'pepperoni-pizza': { selling_price: 1149 },
  'classic-cheeseburger': { selling_price: 949 },
  'caesar-salad': { selling_price: 899 },
  cappuccino: { selling_price: 379 },
  'lasagne-al-forno': { is_available: false },
  'mango-smoothie': { is_available: false },
}
