"""Every event of the campaign layer, as one union for the log's tagged union."""

from __future__ import annotations

from app.engine.hunters.campaign.events import days, heroes, improvements, region, setup, story

CampaignEvent = (
    setup.CampaignSetUp
    | region.PartyMoved
    | region.MapCardRevealed
    | region.TravelDieRolled
    | region.CardDrawn
    | region.CardRead
    | region.PileReshuffled
    | region.CardReturned
    | region.CardPlaced
    | region.CardRemoved
    | region.LocationsPlaced
    | region.LocationsRemoved
    | region.RewardsPlaced
    | region.RewardsCollected
    | days.DayBegan
    | days.TimeTokensCleared
    | days.DeadlineMissed
    | days.CampaignEnded
    | heroes.HeroBoardChanged
    | heroes.GoldTransferred
    | heroes.HeroReturned
    | heroes.HeroFell
    | heroes.HeroLeftParty
    | heroes.HeroJoined
    | story.FramePushed
    | story.InstructionTaken
    | story.FrameFinished
    | story.EntryRead
    | story.TaskCompleted
    | story.QuestCalled
    | story.QuestHandedOver
    | story.QuestConcluded
    | story.CampaignDecisionOpened
    | story.VoteCast
    | story.InnStayJoined
    | story.CampaignDecisionClosed
    | story.TestRolled
    | story.TestResolved
    | story.StoryDieRolled
    | improvements.WagonUpgraded
    | improvements.WagonLoaded
    | improvements.ArmorRepaired
    | improvements.EquipmentArranged
    | improvements.ItemCrafted
    | improvements.AttributeRaised
    | improvements.ActionCardBought
    | improvements.SlotUnlocked
    | improvements.DeckBuilt
)
