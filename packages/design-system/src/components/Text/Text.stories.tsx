import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text } from "./Text";
import { Stack } from "../Stack/Stack";

const meta = {
  title: "Typography/Text",
  component: Text,
  tags: ["autodocs"],
  args: {
    children: "Message customers where they already are, with automation, chatbots and analytics.",
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      <Text {...args} size="large">
        Large: lead paragraphs
      </Text>
      <Text {...args} size="standard">
        Standard: body copy
      </Text>
      <Text {...args} size="small">
        Small: supporting copy
      </Text>
      <Text {...args} size="xsmall">
        Xsmall: captions and meta data
      </Text>
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack space="xsmall">
      {(
        [
          "neutral",
          "secondary",
          "brand",
          "critical",
          "positive",
          "caution",
          "info",
          "promote",
        ] as const
      ).map((tone) => (
        <Text key={tone} tone={tone} weight="medium">
          {tone}: the quick brown fox
        </Text>
      ))}
    </Stack>
  ),
};

export const IndianScripts: Story = {
  render: () => (
    <Stack space="small">
      <Text lang="hi">हिन्दी: व्हाट्सएप पर ग्राहकों से तुरंत जुड़ें।</Text>
      <Text lang="bn">বাংলা: হোয়াটসঅ্যাপে গ্রাহকদের সাথে সংযোগ করুন।</Text>
      <Text lang="ta">தமிழ்: வாட்ஸ்அப்பில் வாடிக்கையாளர்களுடன் இணையுங்கள்.</Text>
    </Stack>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children:
      "A very long preview of a contact message that does not fit on one line in a narrow list row",
    style: { maxWidth: 280 },
  },
};
